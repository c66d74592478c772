import { RECOMMENDED_MEDIA_NOT_FOUND } from '@tsuzuki/events/commands';

// What a member reads when a recommendation command is refused (the spec names none of these).
export const RECOMMENDATION_ERRORS = {
  notFound: 'Recommendation not found.',
  mediaNotFound: RECOMMENDED_MEDIA_NOT_FOUND,
  itself: 'A media cannot be recommended for itself.',
  otherType: 'Anime can only be recommended for anime, and manga for manga.',
  blocked: 'Recommendations are disabled for this media.',
  startsUp: 'A new recommendation starts rated up.',
  newHasNoId: 'A new recommendation has no id yet.',
  notYours: 'Only its author or a moderator can delete a recommendation.',
} as const;
