import { REVIEW_MESSAGES } from '@tsuzuki/events';

// What a member reads when a review command is refused: the spec's own sentences where it has them (social §5),
// plain ones elsewhere.
export const REVIEW_ERRORS = {
  ...REVIEW_MESSAGES,
  notFound: 'Review not found.',
  mediaNotFound: 'Media not found.',
  mediaRequired: 'Choose the media to review.',
  blocked: 'Reviews are disabled for this media.',
  unreleased: 'This media cannot be reviewed before its release.',
  score: 'Score must be between 0 and 100.',
  notYours: 'You can only change your own review.',
  otherMedia: 'A review cannot move to another media.',
  alreadyReviewed: 'You have already reviewed this media.',
  rateOwn: 'You cannot rate your own review.',
  reportOwn: 'You cannot report your own review.',
  reportAsMod: 'Moderators edit reviews instead of reporting them.',
  reason: 'Please give a reason for the report.',
} as const;
