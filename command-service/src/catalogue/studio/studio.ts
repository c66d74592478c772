import type { DomainEvent, EventData } from '@tsuzuki/events';

/** A studio once added, and its corrections by data moderators. */
export type StudioState = { exists: false } | { exists: true; studio: EventData<'StudioAdded'> };

export const initialStudioState: StudioState = { exists: false };

export function evolveStudio(state: StudioState, event: DomainEvent): StudioState {
  switch (event.type) {
    case 'StudioAdded':
      return { exists: true, studio: event.data };
    case 'StudioUpdated':
      return state.exists ? { exists: true, studio: { ...state.studio, ...event.data.changes } } : state;
    default:
      return state;
  }
}
