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

const NAME = /^[A-Z][A-Z0-9_]{0,39}$/;

/**
 * An enum value (MediaStatus, MediaFormat...) or a boolean as an SQL literal, or null for anything else (which goes
 * as a parameter). A prepared statement's generic plan prices `status = $1` at an average share of the rows and
 * walks a sort index through the whole table for a value a few dozen rows hold (CANCELLED, HIATUS, isAdult true);
 * with the value in the text, the planner reads its own statistics for it. Only what can be nothing but a name
 * (upper-case letters, digits and underscores) is written into SQL.
 */
export function nameLiteral(value: unknown): string | null {
  if (typeof value === 'boolean') return String(value);
  return typeof value === 'string' && NAME.test(value) ? `'${value}'` : null;
}

/** Table names of the read models; each projection owns its schema (rm_<name>). */
export const T = {
  media: 'rm_media.media',
  announcements: 'rm_announcements.announcements',
  mediaTags: 'rm_tags.media_tags',
  mediaPages: 'rm_mediapages.media_pages',
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
  mediaTagProposals: 'rm_tags.media_tag_proposals',
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
