import { excerpt, type DomainEvent } from '@tsuzuki/events';
import type { ModActionFact } from '../../framework/command.ts';
import type { ActivityOrigin, ActivityState } from './activity.ts';
import type { ActivityCommand } from './commands.ts';
import type { ActivityContext } from './context.ts';

/** Who wrote an activity: a message's writer, anyone else's own status or list activity. */
const authorOf = (origin: ActivityOrigin) => (origin.kind === 'MESSAGE' ? origin.messengerId! : origin.ownerId);

/**
 * The mod actions of an activity command (ADR 19): a moderator editing or deleting what another member wrote, and any
 * lock or unlock (a moderator's power even on their own). Deleting a message one wrote or received is one's own.
 */
export function activityModActions(
  command: ActivityCommand,
  events: DomainEvent[],
  state: ActivityState,
  context: ActivityContext,
): ModActionFact[] {
  const { actor } = command.metadata;
  if (actor.kind !== 'user') return [];
  const posted = modChanPosts(actor.id, events);
  if (posted.length) return posted;
  const origin = state.origin ?? context.listOrigin;
  if (!origin) return [];
  const author = authorOf(origin);
  const activity = (action: ModActionFact['action'], data: Record<string, unknown> = {}): ModActionFact => ({
    action,
    objectType: 'ACTIVITY',
    objectId: command.metadata.ids.activityId,
    subjectUserId: author,
    data: { kind: origin.kind, ...data },
  });
  return events.flatMap((event): ModActionFact[] => {
    switch (event.type) {
      case 'ActivityDeleted':
        return actor.id === origin.ownerId || actor.id === origin.messengerId
          ? []
          : [activity('ACTIVITY_DELETE', { text: excerpt(state.text) })];
      case 'ActivityTextEdited':
        return actor.id === author ? [] : [activity('ACTIVITY_EDIT', { before: excerpt(state.text), after: excerpt(event.data.text) })];
      case 'ActivityLockChanged':
        return [activity(event.data.isLocked ? 'ACTIVITY_LOCK' : 'ACTIVITY_UNLOCK')];
      case 'ActivityReplyEdited':
      case 'ActivityReplyDeleted': {
        const reply = state.replies.get(event.data.replyId);
        if (!reply || reply.userId === actor.id) return [];
        const edited = event.type === 'ActivityReplyEdited';
        return [
          {
            action: edited ? 'ACTIVITY_REPLY_EDIT' : 'ACTIVITY_REPLY_DELETE',
            objectType: 'ACTIVITY_REPLY',
            objectId: event.data.replyId,
            subjectUserId: reply.userId,
            data: {
              activityId: event.data.activityId,
              ...(edited ? { before: excerpt(reply.text), after: excerpt(event.data.text) } : { text: excerpt(reply.text) }),
            },
          },
        ];
      }
      default:
        return [];
    }
  });
}

/** A status or message posted as ModChan: the log keeps the moderator who wrote it (ADR 21). */
function modChanPosts(actorId: number, events: DomainEvent[]): ModActionFact[] {
  return events.flatMap((event): ModActionFact[] => {
    if (event.type === 'TextActivityPosted' && event.data.userId !== actorId) {
      return [
        {
          action: 'MODCHAN_POST',
          objectType: 'ACTIVITY',
          objectId: event.data.activityId,
          subjectUserId: null,
          data: { kind: 'TEXT', text: excerpt(event.data.text) },
        },
      ];
    }
    if (event.type === 'MessageActivitySent' && event.data.messengerId !== actorId) {
      return [
        {
          action: 'MODCHAN_POST',
          objectType: 'ACTIVITY',
          objectId: event.data.activityId,
          subjectUserId: event.data.recipientId,
          data: { kind: 'MESSAGE', private: event.data.isPrivate, text: excerpt(event.data.text) },
        },
      ];
    }
    return [];
  });
}
