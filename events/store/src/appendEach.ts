import { checkEvent } from '@tsuzuki/events';
import { WrongExpectedVersionError, type AppendOutcome, type EventStore, type StreamAppend } from './port.ts';

// What appendMany and appendAll share across adapters: the checks before anything is written, and the path that
// writes the appends one by one.

/** Distinct streams, no empty append, and every event valid against the catalogue; throws before any write. */
export function checkAppends(appends: readonly StreamAppend[]): void {
  if (new Set(appends.map((a) => a.stream)).size !== appends.length) throw new Error('appendMany needs distinct streams');
  for (const { events } of appends) {
    if (events.length === 0) throw new Error('append needs at least one event');
    for (const e of events) checkEvent(e);
  }
}

/** Each append on its own, in order, answered as append answers it (its conflict as a value, not thrown). */
export async function appendEach(store: Pick<EventStore, 'append'>, appends: readonly StreamAppend[]): Promise<AppendOutcome[]> {
  const outcomes: AppendOutcome[] = [];
  for (const { stream, events, options } of appends) {
    try {
      outcomes.push(await store.append(stream, events, options));
    } catch (err) {
      if (!(err instanceof WrongExpectedVersionError)) throw err;
      outcomes.push(err);
    }
  }
  return outcomes;
}
