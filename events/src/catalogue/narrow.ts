import type { EventType } from './index.ts';

// Narrowing helpers for lists of events. `switch (event.type)` narrows one event by itself; these cover the callbacks
// of filter, find and map, where a comparison inside the callback would not narrow the list.

/** A type guard: `events.filter(ofType('ReviewWritten'))` keeps those events, their data typed as ReviewWritten's. */
export function ofType<T extends EventType>(...types: T[]) {
  const wanted: ReadonlySet<EventType> = new Set(types);
  return <E extends { readonly type: EventType }>(event: E): event is Extract<E, { readonly type: T }> => wanted.has(event.type);
}

/**
 * The data of an event that must be of this type, for a map over a stream that holds only that type:
 * `events.map(dataOf('ModActionRecorded'))`. Throws on an event of another type rather than mistyping it.
 */
export function dataOf<T extends EventType>(type: T) {
  const isOfType = ofType(type);
  return <E extends { readonly type: EventType; readonly data: unknown }>(event: E): Extract<E, { readonly type: T }>['data'] => {
    if (!isOfType(event)) throw new Error(`Expected a ${type} event, got ${event.type}`);
    return event.data;
  };
}
