import type { DomainEvent, EventData } from '@tsuzuki/events';

/** A studio is created once; nothing about it changes yet, so the state only says whether it exists. */
export type StudioState = { exists: false } | { exists: true; studio: EventData<'StudioAdded'> };

export const initialStudioState: StudioState = { exists: false };

export function evolveStudio(state: StudioState, event: DomainEvent): StudioState {
  switch (event.type) {
    case 'StudioAdded':
      return { exists: true, studio: event.data };
    default:
      return state;
  }
}
