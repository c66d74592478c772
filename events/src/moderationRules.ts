// Reports, mod notes and bans (social §5-§8, ADR 21) as plain constants and functions, shared by the command-service,
// the query-service and the client. No imports: the client takes this module without the catalogue's schemas.

export const REPORT_OBJECT_TYPES = ['USER', 'ACTIVITY', 'ACTIVITY_REPLY', 'REVIEW', 'THREAD', 'THREAD_COMMENT'] as const;
export type ReportObjectType = (typeof REPORT_OBJECT_TYPES)[number];

export const MEMBER_MODERATION_LIMITS = {
  /** A report's reason: the reporter's words, a link to the item and the item's text. */
  reportReason: 12000,
  /** What a reporter may type; the rest of a report's reason is the link and the item's text. */
  reporterText: 1000,
  /** The item's text quoted in a report. */
  quotedText: 2000,
  /** A moderator's note on a report when resolving it, and a ban's or unban's reason. */
  shortReason: 2000,
  /** A mod note: often an activity, reply or comment saved as it read. */
  note: 12000,
  /** The longest ban: ten years; no expiry at all is a ban until lifted. */
  banDays: 3650,
} as const;

/** The intermediary account community moderators post as (social §2, §6); its profile explains itself. */
export const MODCHAN_NAME = 'ModChan';

/** The spec's sentences (social §5, §8) and the site's own where the spec has none. */
export const MODERATION_MESSAGES = {
  reportSent: 'Your report has been sent and will be reviewed by site moderators shortly.',
  noteCreated: 'Note created',
  incorrectId: 'Incorrect ID',
  reportOwn: 'You cannot report yourself or your own content.',
  reportAsMod: 'Moderators edit or act instead of reporting.',
  reason: 'Please give a reason for the report.',
  userNotFound: 'User not found.',
  reportNotFound: 'Report not found.',
  reportHandled: 'This report has already been handled.',
  moderatorsOnly: 'Only community moderators can do that.',
  banSelf: 'You cannot ban yourself.',
  banModerator: 'Moderators cannot be banned.',
  banReason: 'Please give a reason for the ban.',
  banExpiry: 'The ban must end in the future, at most ten years from now.',
  notBanned: 'This member is not banned.',
  noModChan: 'The ModChan account does not exist yet.',
  resolved: 'Report resolved',
  dismissed: 'Report dismissed',
  banned: 'Member banned',
  unbanned: 'Ban lifted',
} as const;

/** The message every command of a banned member is refused with (social: bans stop a member from writing). */
export function bannedMessage(ban: { reason: string; expiresAt: string | null }): string {
  const until = ban.expiresAt ? ` until ${ban.expiresAt.slice(0, 16).replace('T', ' ')} UTC` : '';
  return `Your account is banned${until}: ${ban.reason}`;
}

/** The optional user id of a mod note on a message activity: digits only, or nothing (social §5). */
export function modNoteUserId(value: string): { ok: true; id: number | null } | { ok: false; message: string } {
  const text = value.trim();
  if (text === '') return { ok: true, id: null };
  if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text)))
    return { ok: false, message: MODERATION_MESSAGES.incorrectId };
  return { ok: true, id: Number(text) };
}

/** Where the reported item is on the site (a path), from what the report names. */
export function reportedItemPath(item: {
  objectType: ReportObjectType;
  objectId: number | null;
  userName?: string | null;
  activityId?: number | null;
  threadId?: number | null;
}): string | null {
  const { objectType, objectId } = item;
  switch (objectType) {
    case 'USER':
      return item.userName ? `/user/${encodeURIComponent(item.userName)}/` : null;
    case 'ACTIVITY':
      return objectId ? `/activity/${objectId}` : null;
    case 'ACTIVITY_REPLY':
      return item.activityId ? `/activity/${item.activityId}` : null;
    case 'REVIEW':
      return objectId ? `/review/${objectId}` : null;
    case 'THREAD':
      return objectId ? `/forum/thread/${objectId}` : null;
    case 'THREAD_COMMENT':
      return objectId && item.threadId ? `/forum/thread/${item.threadId}/comment/${objectId}` : null;
    default:
      return null;
  }
}

const cut = (text: string, max: number) => (Array.from(text).length <= max ? text : `${Array.from(text).slice(0, max).join('')}…`);

/**
 * A report's reason as CreateUserReport carries it (social §7): the reporter's words, a link to the item and the
 * item's text, quoted. `link` is a full URL or a site path.
 */
export function reportReason(reason: string, link: string | null, itemText: string | null): string {
  const parts = [cut(reason.trim(), MEMBER_MODERATION_LIMITS.reporterText)];
  if (link) parts.push(link);
  if (itemText?.trim())
    parts.push(
      cut(itemText.trim(), MEMBER_MODERATION_LIMITS.quotedText)
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n'),
    );
  return parts.join('\n\n');
}
