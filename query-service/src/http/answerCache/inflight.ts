import type { Generations } from './generations.ts';

interface Running {
  before: Generations;
  done: Promise<void>;
}

/**
 * The executions of answers under way, by key. A request for the same answer that comes while one runs, with every
 * read model still where it stood when that one began, waits for it and is served what it kept instead of executing
 * the same document again: the sixteen browsers that open a season's page in the second its answer expired (a clock
 * read) or its read model moved run it once, not sixteen times over the same two cores.
 */
export class InFlight {
  private readonly running = new Map<string, Running>();

  /** The execution under way that this request may wait for: the same key, begun at the generations `now`. */
  joinable(key: string, now: Generations): Promise<void> | null {
    const leader = this.running.get(key);
    return leader && sameGenerations(leader.before, now) ? leader.done : null;
  }

  /** An execution begins; the function returned ends it (whatever its outcome) and wakes those waiting for it. */
  begin(key: string, before: Generations): () => void {
    let wake!: () => void;
    const running: Running = { before, done: new Promise<void>((resolve) => (wake = resolve)) };
    this.running.set(key, running);
    return () => {
      if (this.running.get(key) === running) this.running.delete(key);
      wake();
    };
  }

  get size(): number {
    return this.running.size;
  }
}

function sameGenerations(a: Generations, b: Generations): boolean {
  return a.connection === b.connection && a.counts.length === b.counts.length && a.counts.every((c, i) => c === b.counts[i]);
}
