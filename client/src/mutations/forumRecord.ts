import type { RecordSourceSelectorProxy } from 'relay-runtime';

// Threads and top-level comments live in the Relay store under their GraphQL type (getDataID `${__typename}:${id}`);
// replies live inside their top-level comment's childComments (threadCommentTree.ts).
export const threadRecordId = (threadId: number): string => `Thread:${threadId}`;
export const commentRecordId = (commentId: number): string => `ThreadComment:${commentId}`;

/** Where a comment is: its own id, and the top-level comment of its tree (itself for a top-level one). */
export interface CommentRef {
  readonly id: number;
  readonly threadId: number;
  /** The stored comment whose tree holds it: the top-level comment, or the comment a single-comment page shows. */
  readonly rootId: number;
}

export const isTreeReply = (ref: CommentRef): boolean => ref.id !== ref.rootId;

/** The thread's reply count moves with comments posted and deleted (it counts replies at every depth). */
export function shiftReplyCount(threadId: number, by: number) {
  return (store: RecordSourceSelectorProxy) => {
    const record = store.get(threadRecordId(threadId));
    const count = record?.getValue('replyCount');
    if (record && typeof count === 'number') record.setValue(Math.max(0, count + by), 'replyCount');
  };
}
