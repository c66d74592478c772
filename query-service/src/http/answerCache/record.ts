import type { Logger } from 'pino';
import type { CommandForwarder } from '../../commands/forward.ts';
import type { Queryable } from '../../db/queryable.ts';
import { readsOf } from './statements.ts';

/** What a request does besides answering, which a cached answer must do again each time it is served. */
export type ReplayedEffect = (ctx: { commands: CommandForwarder; log: Pick<Logger, 'warn'> }) => void;

/**
 * What one execution read, so its answer can be kept exactly as long as those read models do not move: the read
 * models its statements named, whether anything read the clock, and what makes it unfit to keep at all.
 */
export class AnswerRecord {
  readonly projections = new Set<number>();
  /** Something read the time itself (timeUntilAiring, birthdays, `now()`): kept for the clock's lifetime at most. */
  clock = false;
  /** Milliseconds after the execution began when the answer turns old by the clock alone (changesAt); null: never. */
  private validForMs: number | null = null;
  private readonly began = performance.now();
  /** Why the answer may not be kept (a call to another service, a table the cache cannot follow); null: it may. */
  refused: string | null = null;
  readonly effects: ReplayedEffect[] = [];

  statement(text: string): void {
    const reads = readsOf(text);
    for (const p of reads.projections) this.projections.add(p);
    if (reads.clock) this.clock = true;
    if (reads.unknown) this.refuse('a statement reads no read model the cache follows');
  }

  /** The answer holds until `msAfterStart` after the request began (the next episode airs), and no longer. */
  changesAt(msAfterStart: number): void {
    this.validForMs = Math.min(this.validForMs ?? Infinity, msAfterStart);
  }

  /** What is left, now, of the time the answer holds by changesAt; null: no such moment was named. */
  remainingMs(): number | null {
    return this.validForMs === null ? null : this.validForMs - (performance.now() - this.began);
  }

  refuse(reason: string): void {
    this.refused ??= reason;
  }

  /** Something a served copy must repeat (a thread page's view). */
  onServe(effect: ReplayedEffect): void {
    this.effects.push(effect);
  }
}

/** The request's queryable, telling the record every statement it runs (every read-model read passes here). */
export function recordingQueryable(inner: Queryable, record: AnswerRecord): Queryable {
  return {
    query(text, params) {
      record.statement(text);
      return inner.query(text, params);
    },
  };
}

/**
 * A service client whose every call makes the answer unfit to keep: what another service says (a captcha, an account's
 * data) is not in any read model the cache follows.
 */
export function refusingCalls<T extends object>(target: T, record: AnswerRecord, reason: string): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        record.refuse(reason);
        return (value as (...a: unknown[]) => unknown).apply(obj, args);
      };
    },
  });
}
