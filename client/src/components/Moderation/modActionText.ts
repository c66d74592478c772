import type { ModActionKind } from '@tsuzuki/events/modlog/actions';

// How the mod-action history reads (ADR 19, 21): each kind as a phrase, where its object is on the site, and the few
// facts of its data worth a line. Plain functions, tested in moderation.test.ts.

const OBJECTS: Record<string, string> = {
  ACTIVITY: 'activity',
  ACTIVITY_REPLY: 'activity reply',
  THREAD: 'thread',
  COMMENT: 'comment',
  REVIEW: 'review',
  RECOMMENDATION: 'recommendation',
  MODCHAN: 'ModChan',
  ROLE: 'role',
  USER: 'member',
  MOD_NOTE: 'mod note',
  REPORT: 'report',
  MEDIA: 'media',
  CHARACTER: 'character',
  STAFF: 'staff',
  STUDIO: 'studio',
  TAG: 'tag',
  MEDIA_TAG: 'media tag',
  SUBMISSION: 'submission',
  COMMENT_TREE: 'comment tree',
};
const VERBS: Record<string, string> = {
  EDIT: 'Edited',
  DELETE: 'Deleted',
  LOCK: 'Locked',
  UNLOCK: 'Unlocked',
  STICKY: 'Made sticky',
  UNSTICKY: 'Unstuck',
  POST: 'Posted as',
  GRANT: 'Granted',
  REVOKE: 'Revoked',
  BAN: 'Banned',
  UNBAN: 'Lifted the ban of',
  SAVE: 'Saved',
  RESOLVE: 'Resolved',
  DISMISS: 'Dismissed',
  CREATE: 'Created',
  MERGE: 'Merged',
  ACCEPT: 'Accepted',
  REJECT: 'Rejected',
  REMOVE: 'Removed',
  SPOILER: 'Set the spoiler flag of',
  PARTIALLY_ACCEPT: 'Partly accepted',
};

/** "Deleted activity", "Locked comment tree", "Banned member", "Resolved report". */
export function modActionLabel(action: ModActionKind | string): string {
  const verbs = Object.keys(VERBS).sort((a, b) => b.length - a.length);
  const verb = verbs.find((v) => action.endsWith(`_${v}`));
  if (!verb) return action;
  const object = action.slice(0, -verb.length - 1);
  return `${VERBS[verb]} ${OBJECTS[object] ?? object.toLowerCase().replace(/_/g, ' ')}`;
}

export interface ModActionFacts {
  readonly action: string;
  readonly objectType: string | null | undefined;
  readonly objectId: number | null | undefined;
  readonly data: Record<string, unknown>;
  readonly userName?: string | null;
}

/** Where the action's object is, when the site has a page for it. */
export function modActionObjectPath(a: ModActionFacts): string | null {
  const id = a.objectId;
  if (id == null) return null;
  const threadId = typeof a.data.threadId === 'number' ? a.data.threadId : null;
  const activityId = typeof a.data.activityId === 'number' ? a.data.activityId : null;
  switch (a.objectType) {
    case 'ACTIVITY':
      return `/activity/${id}`;
    case 'ACTIVITY_REPLY':
      return activityId ? `/activity/${activityId}` : null;
    case 'THREAD':
      return `/forum/thread/${id}`;
    case 'THREAD_COMMENT':
      return threadId ? `/forum/thread/${threadId}/comment/${id}` : null;
    case 'REVIEW':
      return `/review/${id}`;
    case 'USER':
      return a.userName ? `/user/${encodeURIComponent(a.userName)}/` : null;
    case 'MEDIA':
      return `/anime/${id}`;
    case 'CHARACTER':
      return `/character/${id}`;
    case 'STAFF':
      return `/staff/${id}`;
    case 'STUDIO':
      return `/studio/${id}`;
    case 'REPORT':
      return '/edit/dashboard/reports?cleared=1';
    default:
      return null;
  }
}

/** The action's data as JSON text (ModAction.data), or {} when it does not read. */
export function parseModActionData(data: string | null | undefined): Record<string, unknown> {
  if (!data) return {};
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// A tag action names its tag (`tag` on a media's tag, `name` on a submission) and the value it set.
const DETAIL_KEYS: readonly (readonly [string, string])[] = [
  ['tag', 'Tag'],
  ['name', 'Tag'],
  ['isMediaSpoiler', 'Spoiler'],
  ['votes', 'Votes removed'],
  ['text', 'Text'],
  ['comment', 'Comment'],
  ['note', 'Note'],
  ['before', 'Before'],
  ['after', 'After'],
  ['title', 'Title'],
  ['role', 'Role'],
  ['reason', 'Report'],
  ['expiresAt', 'Until'],
  ['kind', 'Kind'],
];

/** The lines of data a moderator reads beside the action: labelled texts, in a fixed order. */
export function modActionDetails(data: Record<string, unknown>): { label: string; value: string }[] {
  return DETAIL_KEYS.flatMap(([key, label]) => {
    const value = data[key];
    if (value === null || value === undefined || value === '') return [];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return [{ label, value: String(value) }];
    return [{ label, value: JSON.stringify(value) }];
  });
}
