// A tiny parameter collector: conditions are written as SQL with `${p(value)}` placeholders, so values
// never end up inside the SQL text.
export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds a value and returns its placeholder ($1, $2...). */
  p = (value: unknown): string => {
    this.values.push(value);
    return `$${this.values.length}`;
  };
}

/** Table names of the read models; each projection owns its schema (rm_<name>). */
export const T = {
  media: 'rm_media.media',
  mediaTags: 'rm_tags.media_tags',
  mediaStudios: 'rm_media.media_studios',
  mediaRelations: 'rm_media.media_relations',
  mediaCharacters: 'rm_media.media_characters',
  voiceActors: 'rm_media.media_character_voice_actors',
  mediaStaff: 'rm_media.media_staff',
  airing: 'rm_media.airing_schedule',
  characters: 'rm_characters.characters',
  staff: 'rm_staff.staff',
  studios: 'rm_studios.studios',
  tags: 'rm_tags.tags',
  mediaTagVotes: 'rm_tags.media_tag_votes',
  tagSubmissions: 'rm_tags.tag_submissions',
  genres: 'rm_genres.media_genres',
  search: 'rm_search.search_documents',
  users: 'rm_users.users',
  rankings: 'rm_rankings.media_rankings',
  trends: 'rm_trends.media_trends',
  listEntries: 'rm_lists.entries',
  favourites: 'rm_favourites.favourites',
  activities: 'rm_activities.activities',
  activityReplies: 'rm_activities.activity_replies',
  likes: 'rm_activities.likes',
  subscriptions: 'rm_activities.subscriptions',
  follows: 'rm_social.follows',
  blocks: 'rm_social.blocks',
  notifications: 'rm_notifications.notifications',
  inbox: 'rm_notifications.inbox',
  threads: 'rm_forum.threads',
  threadComments: 'rm_forum.thread_comments',
  forumLikes: 'rm_forum.likes',
  forumSubscriptions: 'rm_forum.subscriptions',
  reviews: 'rm_reviews.reviews',
  reviewVotes: 'rm_reviews.review_votes',
  recommendations: 'rm_recommendations.recommendations',
  recommendationRatings: 'rm_recommendations.recommendation_ratings',
  modActions: 'rm_modactions.mod_actions',
  submissions: 'rm_edits.submissions',
  revisions: 'rm_edits.revisions',
  reports: 'rm_moderation.reports',
  modNotes: 'rm_moderation.mod_notes',
  bans: 'rm_moderation.bans',
} as const;
