import type { DomainEvent } from '@tsuzuki/events';
import type { ActivityKind } from './activity.ts';

/**
 * The list activities a member's list stream gave birth to (id → kind). An activity command on a list activity
 * reads this to learn that the activity exists and whose it is; nothing else of the list is folded.
 */
type Registry = ReadonlyMap<number, ActivityKind>;

export const listActivitiesFold = {
  initialState: new Map() as Registry,
  evolve(state: Registry, event: DomainEvent): Registry {
    return listActivitiesFold.fold(state, [event]);
  },
  /** One copy of the registry per batch of events: a long list has thousands. */
  fold(state: Registry, events: readonly DomainEvent[]): Registry {
    let next: Map<number, ActivityKind> | null = null;
    for (const event of events) {
      if (event.type !== 'MediaListEntrySaved' || !event.data.activity || (next ?? state).has(event.data.activity.activityId)) continue;
      next ??= new Map(state);
      next.set(event.data.activity.activityId, event.data.mediaType === 'ANIME' ? 'ANIME_LIST' : 'MANGA_LIST');
    }
    return next ?? state;
  },
};
