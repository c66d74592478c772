import type { DomainEvent } from '@tsuzuki/events';

export interface TreeComment {
  userId: number;
  parentId: number | null;
  /** As it stands now: a report keeps the text it was about. */
  comment: string;
  likes: ReadonlySet<number>;
  reporters: ReadonlySet<number>;
}

/**
 * A top-level comment and every reply under it (`commenttree-<rootId>`). Deleted comments leave the map; the root's
 * id stays, so a deleted tree's stream never starts again.
 */
export interface CommentTreeState {
  threadId: number | null;
  rootId: number | null;
  locked: boolean;
  comments: ReadonlyMap<number, TreeComment>;
}

export const initialCommentTreeState: CommentTreeState = { threadId: null, rootId: null, locked: false, comments: new Map() };

const toggled = (set: ReadonlySet<number>, id: number, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/** One copy of the comment map per batch of events, not per event: a busy tree holds hundreds of comments. */
function foldTree(state: CommentTreeState, events: readonly DomainEvent[]): CommentTreeState {
  const next = { ...state };
  let comments: Map<number, TreeComment> | null = null;
  const edit = () => (comments ??= new Map(state.comments));
  const change = (id: number, f: (c: TreeComment) => TreeComment) => {
    const c = edit().get(id);
    if (c) comments!.set(id, f(c));
  };
  for (const event of events) {
    switch (event.type) {
      case 'ThreadCommentPosted': {
        const d = event.data;
        if (d.parentCommentId === null) Object.assign(next, { threadId: d.threadId, rootId: d.commentId });
        edit().set(d.commentId, {
          userId: d.userId,
          parentId: d.parentCommentId,
          comment: d.comment,
          likes: new Set(),
          reporters: new Set(),
        });
        break;
      }
      case 'ThreadCommentEdited':
        change(event.data.commentId, (c) => ({ ...c, comment: event.data.comment }));
        break;
      case 'ThreadCommentDeleted':
        for (const id of event.data.commentIds) edit().delete(id);
        break;
      case 'ThreadCommentLiked':
      case 'ThreadCommentUnliked': {
        const on = event.type === 'ThreadCommentLiked';
        change(event.data.commentId, (c) => ({ ...c, likes: toggled(c.likes, event.data.userId, on) }));
        break;
      }
      case 'ThreadCommentReported':
        change(event.data.commentId, (c) => ({ ...c, reporters: toggled(c.reporters, event.data.reporterId, true) }));
        break;
      case 'ThreadCommentLockChanged':
        next.locked = event.data.isLocked;
        break;
      default:
        break;
    }
  }
  return { ...next, comments: comments ?? state.comments };
}

export const commentTreeAggregate = {
  initialState: initialCommentTreeState,
  evolve: (state: CommentTreeState, event: DomainEvent) => foldTree(state, [event]),
  fold: foldTree,
};

/** A comment and every reply under it, parents before children. */
export function subtreeOf(state: CommentTreeState, commentId: number): number[] {
  const children = new Map<number, number[]>();
  for (const [id, c] of state.comments) if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), id]);
  const ids = [commentId];
  for (let i = 0; i < ids.length; i++) ids.push(...(children.get(ids[i]!) ?? []).sort((a, b) => a - b));
  return ids;
}
