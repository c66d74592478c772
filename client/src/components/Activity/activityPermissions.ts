import { isAnyMod, isCommunityMod } from '@tsuzuki/events/roles';

// Who may do what on an activity or a reply (social §2, §4, §6). The command-service decides the same rules again;
// these only decide which controls to offer, so a member is never shown a button the server would refuse.

export type ActivityKind = 'TEXT' | 'LIST' | 'MESSAGE';

/** The viewer as far as the rules need it; null for a guest. */
export interface ActivityViewer {
  readonly id: number;
  readonly moderatorRoles?: readonly (string | null | undefined)[] | null;
  readonly donatorTier?: number | null;
}

export interface ActivityFacts {
  readonly kind: ActivityKind;
  /** The member whose activity it is: the author of a status or list activity, the recipient of a message. */
  readonly ownerId: number | null | undefined;
  /** A message's writer. */
  readonly messengerId?: number | null;
  /** A message's recipient's roles: a writer may not delete what they sent to a moderator. */
  readonly ownerModeratorRoles?: readonly (string | null | undefined)[] | null;
  readonly isLocked?: boolean | null;
  readonly isPrivate?: boolean | null;
}

export interface ActivityRights {
  readonly canLike: boolean;
  readonly canSubscribe: boolean;
  readonly canReply: boolean;
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  readonly canPin: boolean;
  readonly canLock: boolean;
  /** Members report what others wrote; community moderators act instead (social §5, §6). */
  readonly canReport: boolean;
  /** Community moderators save what another member wrote as a mod note on them. */
  readonly canModNote: boolean;
  readonly showPrivateBadge: boolean;
}

const roles = (viewer: ActivityViewer) => (viewer.moderatorRoles ?? []).filter((role): role is string => typeof role === 'string');

export const isCommunityModerator = (viewer: ActivityViewer | null): boolean => !!viewer && isCommunityMod(roles(viewer));

const NONE: ActivityRights = {
  canLike: false,
  canSubscribe: false,
  canReply: false,
  canEdit: false,
  canDelete: false,
  canPin: false,
  canLock: false,
  canReport: false,
  canModNote: false,
  showPrivateBadge: false,
};

export function activityRights(viewer: ActivityViewer | null, activity: ActivityFacts): ActivityRights {
  if (!viewer) return NONE;
  const mod = isCommunityModerator(viewer);
  const isMessage = activity.kind === 'MESSAGE';
  const owner = activity.ownerId === viewer.id;
  const writer = isMessage && activity.messengerId === viewer.id;
  // A status is edited by its author, a message by its writer (not its recipient); list activities have no text.
  const author = isMessage ? writer : owner;
  const ownerIsMod = isAnyMod((activity.ownerModeratorRoles ?? []).filter((role): role is string => typeof role === 'string'));
  return {
    canLike: true,
    canSubscribe: true,
    canReply: !activity.isLocked || mod,
    canEdit: activity.kind !== 'LIST' && (author || mod),
    // A message may be deleted by its recipient, and by its writer unless the recipient is a moderator.
    canDelete: mod || owner || (writer && !ownerIsMod),
    canPin: !isMessage && owner && (viewer.donatorTier ?? 0) > 1,
    canLock: mod,
    canReport: !mod && !author && (isMessage ? activity.messengerId != null : activity.ownerId != null),
    canModNote: mod && !author && (isMessage ? activity.messengerId != null : activity.ownerId != null),
    showPrivateBadge: isMessage && !!activity.isPrivate && (owner || writer || mod),
  };
}

export interface ReplyRights {
  readonly canLike: boolean;
  readonly canEdit: boolean;
  readonly canDelete: boolean;
}

/** A reply's author and community moderators edit and delete it; any member likes it. */
export function replyRights(viewer: ActivityViewer | null, authorId: number | null | undefined): ReplyRights {
  if (!viewer) return { canLike: false, canEdit: false, canDelete: false };
  const own = authorId === viewer.id || isCommunityModerator(viewer);
  return { canLike: true, canEdit: own, canDelete: own };
}
