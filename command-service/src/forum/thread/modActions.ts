import { excerpt, type DomainEvent } from '@tsuzuki/events';
import type { ModActionFact } from '../../framework/command.ts';
import type { ThreadCommand } from './commands.ts';
import type { ThreadState } from './thread.ts';

/**
 * A community moderator editing or deleting another member's thread, and any sticky or lock change (moderators' powers
 * even on their own threads, a new one included) (ADR 19).
 */
export function threadModActions(command: ThreadCommand, events: DomainEvent[], state: ThreadState): ModActionFact[] {
  const { actor } = command.metadata;
  if (actor.kind !== 'user') return [];
  const threadId = command.metadata.ids.threadId;
  const thread = state.thread;
  const others = !!thread && thread.userId !== actor.id;
  const fact = (action: ModActionFact['action'], subjectUserId: number, data: Record<string, unknown> = {}): ModActionFact => ({
    action,
    objectType: 'THREAD',
    objectId: threadId,
    subjectUserId,
    data,
  });
  return events.flatMap((event): ModActionFact[] => {
    switch (event.type) {
      case 'ThreadCreated': {
        const { userId, title, isSticky, isLocked } = event.data;
        return [
          ...(isSticky ? [fact('THREAD_STICKY', userId, { title })] : []),
          ...(isLocked ? [fact('THREAD_LOCK', userId, { title })] : []),
        ];
      }
      case 'ThreadEdited': {
        if (!others) return [];
        const before = {
          title: thread!.title,
          body: excerpt(thread!.body),
          categories: thread!.categories,
          mediaCategories: thread!.mediaCategories,
        };
        const after = {
          title: event.data.title,
          body: excerpt(event.data.body),
          categories: event.data.categories,
          mediaCategories: event.data.mediaCategories,
        };
        return [fact('THREAD_EDIT', event.data.ownerId, { before, after })];
      }
      case 'ThreadDeleted':
        return others ? [fact('THREAD_DELETE', event.data.ownerId, { title: thread!.title, body: excerpt(thread!.body) })] : [];
      case 'ThreadStickyChanged':
        return [fact(event.data.isSticky ? 'THREAD_STICKY' : 'THREAD_UNSTICKY', event.data.ownerId)];
      case 'ThreadLockChanged':
        return [fact(event.data.isLocked ? 'THREAD_LOCK' : 'THREAD_UNLOCK', event.data.ownerId)];
      default:
        return [];
    }
  });
}
