import type { DomainEvent, EventData } from '@tsuzuki/events';

/** A mediaTag is created once; nothing about it changes yet, so the state only says whether it exists. */
export type MediaTagState = { exists: false } | { exists: true; mediaTag: EventData<'MediaTagCreated'> };

export const initialMediaTagState: MediaTagState = { exists: false };

export function evolveMediaTag(state: MediaTagState, event: DomainEvent): MediaTagState {
  switch (event.type) {
    case 'MediaTagCreated':
      return { exists: true, mediaTag: event.data };
    default:
      return state;
  }
}
