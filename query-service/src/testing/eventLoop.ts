// Whether a request holds the event loop, measured in the process that serves it (the test's own app): the longest
// the loop went without running a timer while the request ran, next to the same probe around ordinary requests
// of the same run, so a slow or busy machine moves both figures alike.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface Probed<T> {
  result: T;
  /** The longest stall of the event loop while `work` ran, in milliseconds. */
  stallMs: number;
}

/** Runs `work` with the loop's delay monitored. */
export async function probeLoop<T>(work: () => Promise<T>): Promise<Probed<T>> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  try {
    const result = await work();
    return { result, stallMs: delay.max / 1e6 };
  } finally {
    delay.disable();
  }
}

/** `work` repeated until `ms` have passed, probed as one: the baseline for a request that took `ms`. */
export async function probeRepeated(ms: number, work: () => Promise<unknown>): Promise<Probed<number>> {
  return probeLoop(async () => {
    const until = Date.now() + ms;
    let runs = 0;
    do {
      await work();
      runs += 1;
    } while (Date.now() < until);
    return runs;
  });
}

export interface AbuseProbe<T> extends Probed<T> {
  /** The longest stall while `ordinary` requests ran for as long as the abusive one took. */
  baselineMs: number;
}

/**
 * `abuse` probed, then `ordinary` (a `{ __typename }`, say) over and over for as long, probed the same way; `runs`
 * times, keeping the smallest stall of each. A request that holds the loop holds it every time, while a busy
 * machine's pauses (the process not scheduled, another process's burst) fall on one run or another: the smallest
 * of a few runs keeps the first and drops the second.
 */
export async function probeAbuse<T>(abuse: () => Promise<T>, ordinary: () => Promise<unknown>, runs = 3): Promise<AbuseProbe<T>> {
  let best: AbuseProbe<T> | undefined;
  for (let run = 0; run < runs; run++) {
    const started = Date.now();
    const abused = await probeLoop(abuse);
    const quiet = await probeRepeated(Date.now() - started, ordinary);
    best = {
      result: abused.result,
      stallMs: Math.min(best?.stallMs ?? Infinity, abused.stallMs),
      baselineMs: Math.min(best?.baselineMs ?? Infinity, quiet.stallMs),
    };
  }
  return best!;
}

/**
 * The stall an abusive request may cause, given the longest one ordinary requests caused in the same run: a few
 * times that, and at least 250 ms more (garbage collection of what a large request allocates takes that long on
 * a machine whose cores are all busy), far below the 1.4-2.3 s the loop was held for before.
 */
export const stallAllowance = (baselineMs: number) => Math.max(4 * baselineMs, baselineMs + 250);
