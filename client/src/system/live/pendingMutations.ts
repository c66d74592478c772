import type { LogEvent } from 'relay-runtime';

// A live update carries counts as they stand on the server (likeCount 1), while the site's mutations move them by
// one (shiftLike: the final updater runs on the store as it was before the optimistic one). A count written between
// a mutation's start and its answer would be moved once more by that answer (1 + 1): live writes wait until no
// mutation is in flight, then the latest wins (ADR 71).

const inFlight = new Set<number>();
let waiting: (() => void)[] = [];

/** The environment's log (relayEnvironment.ts): which mutations have started and not yet ended. */
export function trackMutations(event: LogEvent): void {
  if (event.name === 'execute.start') {
    if (event.params.operationKind === 'mutation') inFlight.add(event.executeId);
    return;
  }
  const ended = event.name === 'execute.complete' || event.name === 'execute.error' || (event.name as string) === 'execute.unsubscribe';
  if (!ended || !inFlight.delete((event as { executeId: number }).executeId) || inFlight.size) return;
  const run = waiting;
  waiting = [];
  for (const write of run) write();
}

/** Runs `write` now, or once the mutations in flight have ended (in the order they were asked for). */
export function afterMutations(write: () => void): void {
  if (inFlight.size) waiting.push(write);
  else write();
}
