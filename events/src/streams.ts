// Stream names: `<category>-<id>`. The category is what projections and tools group by.
export const STREAM_CATEGORIES = [
  'media',
  'character',
  'staff',
  'studio',
  'tag',
  'user',
  'medialist',
  'favourites',
  'activity',
  'social',
  'inbox',
  'airing',
  'review',
  'recommendation',
  'thread',
  'commenttree',
  'threadviews',
  'modlog',
  'reports',
  'moderation',
  'mediatags',
  'announcement',
] as const;
export type StreamCategory = (typeof STREAM_CATEGORIES)[number];

export function streamName(category: StreamCategory, id: number | string): string {
  const key = String(id);
  if (!/^[A-Za-z0-9_.:]+$/.test(key)) throw new Error(`Invalid stream id "${key}"`);
  return `${category}-${key}`;
}

export function parseStreamName(stream: string): { category: string; id: string } {
  const dash = stream.indexOf('-');
  if (dash <= 0) throw new Error(`Invalid stream name "${stream}"`);
  return { category: stream.slice(0, dash), id: stream.slice(dash + 1) };
}

export const mediaStream = (id: number) => streamName('media', id);
export const characterStream = (id: number) => streamName('character', id);
export const staffStream = (id: number) => streamName('staff', id);
export const studioStream = (id: number) => streamName('studio', id);
export const tagStream = (id: number) => streamName('tag', id);
export const userStream = (id: number) => streamName('user', id);
/** A member's anime and manga list entries. */
export const mediaListStream = (userId: number) => streamName('medialist', userId);
/** A member's favourites of every kind. */
export const favouritesStream = (userId: number) => streamName('favourites', userId);
/** An activity (status, message, or the social life of a list activity): edits, replies, likes, subscriptions. */
export const activityStream = (activityId: number) => streamName('activity', activityId);
/** The follows and blocks a member made. */
export const socialStream = (userId: number) => streamName('social', userId);
/** How far a member has read their notifications. */
export const inboxStream = (userId: number) => streamName('inbox', userId);
/** The episodes of an anime announced to its watchers. */
export const airingStream = (mediaId: number) => streamName('airing', mediaId);
/** A review and the votes on it. */
export const reviewStream = (reviewId: number) => streamName('review', reviewId);
/** The recommendation entry of a pair of media, whichever way round it is named. */
export const recommendationStream = (mediaId: number, otherId: number) =>
  streamName('recommendation', `${Math.min(mediaId, otherId)}_${Math.max(mediaId, otherId)}`);
/** A forum thread: its content, likes, subscriptions, sticky and lock, deletion (ADR 17). */
export const threadStream = (threadId: number) => streamName('thread', threadId);
/** A top-level comment and every reply under it: their edits, likes, reports and the tree's lock. */
export const commentTreeStream = (rootCommentId: number) => streamName('commenttree', rootCommentId);
/** The batches of thread page views recorded in one hour (hours since the epoch). */
export const threadViewsStream = (hour: number) => streamName('threadviews', hour);
/** The mod-action log: every moderator action, hash-chained, in one stream (ADR 19). */
export const MODLOG_STREAM = streamName('modlog', 'all');
/** What members and data moderators did to the tags of one media: tags put on and taken off, votes, spoiler flags. */
export const mediaTagsStream = (mediaId: number) => streamName('mediatags', mediaId);
/** Members' reports about one member (themself or anything of theirs), and how moderators handled them (ADR 21). */
export const userReportsStream = (userId: number) => streamName('reports', userId);
/** Moderators' notes on one member and the member's bans (ADR 21); read before each of the member's commands. */
export const memberModerationStream = (userId: number) => streamName('moderation', userId);

/** One announcement of the site: published, edited, withdrawn. */
export const announcementStream = (announcementId: number) => streamName('announcement', announcementId);
