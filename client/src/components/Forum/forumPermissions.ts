import { isCommunityModerator, type ActivityViewer } from '../Activity/activityPermissions.ts';

// Who may do what in the forum (social §4, §6; ADR 17). The command-service decides the same rules again; these only
// decide which controls to offer, so that a member is never shown a button the server would refuse.

export interface ThreadRights {
  readonly canLike: boolean;
  readonly canSubscribe: boolean;
  /** A new top-level comment: members while the thread is not locked, community moderators always. */
  readonly canComment: boolean;
  /** The author, or a community moderator. */
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  /** Sticky and lock, in the editor. */
  readonly canModerate: boolean;
}

const NO_THREAD_RIGHTS: ThreadRights = {
  canLike: false,
  canSubscribe: false,
  canComment: false,
  canEdit: false,
  canDelete: false,
  canModerate: false,
};

export function threadRights(
  viewer: ActivityViewer | null,
  thread: { authorId: number | null | undefined; isLocked: boolean },
): ThreadRights {
  if (!viewer) return NO_THREAD_RIGHTS;
  const mod = isCommunityModerator(viewer);
  const own = thread.authorId === viewer.id;
  return {
    canLike: true,
    canSubscribe: true,
    canComment: mod || !thread.isLocked,
    canEdit: own || mod,
    canDelete: own || mod,
    canModerate: mod,
  };
}

export interface CommentFacts {
  readonly authorId: number | null | undefined;
  /** Its tree's lock (the top-level comment holds it). */
  readonly treeLocked: boolean;
  readonly threadLocked: boolean;
  /** A top-level comment: true; a reply: false; unknown (a single comment opened by its id): null. */
  readonly topLevel: boolean | null;
}

export interface CommentRights {
  readonly canLike: boolean;
  readonly canReply: boolean;
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  readonly canReport: boolean;
  readonly canLock: boolean;
}

const NO_COMMENT_RIGHTS: CommentRights = {
  canLike: false,
  canReply: false,
  canEdit: false,
  canDelete: false,
  canReport: false,
  canLock: false,
};

/**
 * A locked tree (or thread) takes no replies from members and its authors cannot edit there; community moderators
 * reply, edit and delete anywhere and lock top-level trees; reporting is for members other than the author who are
 * not moderators (moderators edit instead).
 */
export function commentRights(viewer: ActivityViewer | null, comment: CommentFacts): CommentRights {
  if (!viewer) return NO_COMMENT_RIGHTS;
  const mod = isCommunityModerator(viewer);
  const own = comment.authorId === viewer.id;
  return {
    canLike: true,
    canReply: mod || (!comment.treeLocked && !comment.threadLocked),
    canEdit: mod || (own && !comment.treeLocked),
    canDelete: mod || own,
    canReport: !own && !mod,
    canLock: mod && comment.topLevel === true,
  };
}
