import { excerpt, type DomainEvent } from '@tsuzuki/events';
import type { ModActionFact } from '../../framework/command.ts';
import type { CommentCommand } from './commands.ts';
import type { CommentTreeState } from './tree.ts';

/**
 * A community moderator editing or deleting another member's comment, and any lock or unlock of a comment tree (a
 * moderator's power even on their own tree) (ADR 19).
 */
export function commentModActions(command: CommentCommand, events: DomainEvent[], state: CommentTreeState): ModActionFact[] {
  const { actor } = command.metadata;
  if (actor.kind !== 'user') return [];
  const fact = (
    action: ModActionFact['action'],
    commentId: number,
    subjectUserId: number | null,
    data: Record<string, unknown>,
  ): ModActionFact => ({ action, objectType: 'THREAD_COMMENT', objectId: commentId, subjectUserId, data });
  return events.flatMap((event): ModActionFact[] => {
    switch (event.type) {
      case 'ThreadCommentLockChanged': {
        const { rootCommentId, threadId, isLocked } = event.data;
        // A tree started locked has its root in the same events.
        const posted = events.find((e): e is Extract<DomainEvent, { type: 'ThreadCommentPosted' }> => e.type === 'ThreadCommentPosted');
        const author = state.comments.get(rootCommentId)?.userId ?? posted?.data.userId ?? null;
        return [fact(isLocked ? 'COMMENT_TREE_LOCK' : 'COMMENT_TREE_UNLOCK', rootCommentId, author, { threadId })];
      }
      case 'ThreadCommentEdited': {
        const before = state.comments.get(event.data.commentId);
        if (!before || before.userId === actor.id) return [];
        return [
          fact('COMMENT_EDIT', event.data.commentId, before.userId, {
            threadId: event.data.threadId,
            before: excerpt(before.comment),
            after: excerpt(event.data.comment),
          }),
        ];
      }
      case 'ThreadCommentDeleted': {
        const { commentId, userId, threadId, commentIds } = event.data;
        if (userId === actor.id) return [];
        return [
          fact('COMMENT_DELETE', commentId, userId, {
            threadId,
            comment: excerpt(state.comments.get(commentId)?.comment),
            replies: commentIds.length - 1,
          }),
        ];
      }
      default:
        return [];
    }
  });
}
