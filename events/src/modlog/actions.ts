// The vocabulary of the mod-action log (issue 12, ADR 19): what a moderator did, and to what kind of object. Written
// once here, used by the event schema, the read model, the GraphQL enums and the client; no Node imports, so the
// browser may share it.

/**
 * Every kind of mod action, defined ahead of the commands that record them, so that later features only use them.
 * `<OBJECT>_<VERB>`: the object type is the first word(s).
 */
export const MOD_ACTIONS = [
  // Community moderation of members' content.
  'ACTIVITY_EDIT',
  'ACTIVITY_DELETE',
  'ACTIVITY_LOCK',
  'ACTIVITY_UNLOCK',
  'ACTIVITY_REPLY_EDIT',
  'ACTIVITY_REPLY_DELETE',
  'THREAD_EDIT',
  'THREAD_DELETE',
  'THREAD_LOCK',
  'THREAD_UNLOCK',
  'THREAD_STICKY',
  'THREAD_UNSTICKY',
  'COMMENT_EDIT',
  'COMMENT_DELETE',
  'COMMENT_TREE_LOCK',
  'COMMENT_TREE_UNLOCK',
  'REVIEW_EDIT',
  'REVIEW_DELETE',
  'RECOMMENDATION_DELETE',
  'MODCHAN_POST',
  // Members.
  'ROLE_GRANT',
  'ROLE_REVOKE',
  'USER_BAN',
  'USER_UNBAN',
  'MOD_NOTE_SAVE',
  'MOD_NOTE_DELETE',
  'USER_EDIT',
  'REPORT_RESOLVE',
  'REPORT_DISMISS',
  // Catalogue data.
  'MEDIA_CREATE',
  'MEDIA_EDIT',
  'MEDIA_DELETE',
  'MEDIA_MERGE',
  'CHARACTER_CREATE',
  'CHARACTER_EDIT',
  'CHARACTER_DELETE',
  'STAFF_CREATE',
  'STAFF_EDIT',
  'STAFF_DELETE',
  'STUDIO_CREATE',
  'STUDIO_EDIT',
  'STUDIO_DELETE',
  'TAG_CREATE',
  'TAG_EDIT',
  'TAG_DELETE',
  'TAG_ACCEPT',
  'TAG_REJECT',
  'MEDIA_TAG_ACCEPT',
  'MEDIA_TAG_REJECT',
  'MEDIA_TAG_REMOVE',
  'MEDIA_TAG_SPOILER',
  'SUBMISSION_ACCEPT',
  'SUBMISSION_PARTIALLY_ACCEPT',
  'SUBMISSION_REJECT',
] as const;
export type ModActionKind = (typeof MOD_ACTIONS)[number];

export const MOD_OBJECT_TYPES = [
  'USER',
  'ACTIVITY',
  'ACTIVITY_REPLY',
  'THREAD',
  'THREAD_COMMENT',
  'REVIEW',
  'RECOMMENDATION',
  'REPORT',
  'MEDIA',
  'CHARACTER',
  'STAFF',
  'STUDIO',
  'TAG',
  'SUBMISSION',
] as const;
export type ModObjectType = (typeof MOD_OBJECT_TYPES)[number];

/** AniList's coarse ModActionType, for clients written against its schema. */
export const ANILIST_MOD_ACTION_TYPES = ['NOTE', 'BAN', 'DELETE', 'EDIT', 'EXPIRE', 'REPORT', 'RESET', 'ANON'] as const;
export type AniListModActionType = (typeof ANILIST_MOD_ACTION_TYPES)[number];

export function aniListModActionType(action: ModActionKind): AniListModActionType {
  if (action === 'USER_BAN' || action === 'USER_UNBAN') return 'BAN';
  if (action.startsWith('MOD_NOTE_')) return 'NOTE';
  if (action.startsWith('REPORT_')) return 'REPORT';
  if (action.endsWith('_DELETE') || action === 'MEDIA_TAG_REMOVE') return 'DELETE';
  return 'EDIT';
}

/** Text kept in a mod action's data (what was deleted, an edit's before and after): enough to judge, not a copy. */
export const MOD_ACTION_EXCERPT = 280;

/** The first characters of a text, cut between code points (never inside a surrogate pair, which jsonb refuses). */
export function excerpt(text: string | null | undefined, max = MOD_ACTION_EXCERPT): string | null {
  if (text == null) return null;
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max).join('')}…`;
}
