import { CHECKPOINT_CHANNEL, CHECKPOINT_UNCHANGED, PROJECTIONS, type ProjectionName } from '@tsuzuki/events';
import { comparePositions, followChannel, parsePosition, type LogPosition, type PgNotifications } from '@tsuzuki/event-store';
import type { ReplicaClock } from '../../db/replica.ts';

/** The generations at one moment, under the LISTEN connection that was up then. */
export interface Generations {
  connection: number;
  counts: readonly number[];
  /** Per read model, the newest checkpoint a read-your-writes wait had read from its table then (null: none yet). */
  reads: readonly (LogPosition | null)[];
}

/**
 * A counter per read model, bumped whenever that read model announces a changed checkpoint (the projection
 * framework's NOTIFY after a drain that applied events, or after a recompute). An answer is still the one the log
 * would give while the counters of every read model it read have not moved since before it was executed, and no
 * read model it read is known to stand further than this process has heard (a read-your-writes wait that read a
 * newer checkpoint from the table than the last one announced: until that announcement arrives, whether the rows
 * changed is unknown, and the member whose mutation just answered must see them). Notifications sent while the
 * connection is down are lost, so nothing is trusted across a reconnect, and nothing at all while it is down.
 */
export class GenerationCounters {
  private readonly counts: number[] = PROJECTIONS.map(() => 0);
  private readonly index = new Map<string, number>(PROJECTIONS.map((name, i) => [name, i]));
  /** Per read model, the newest checkpoint announced (changed or not) and the newest read from its table. */
  private readonly heard: (LogPosition | null)[] = PROJECTIONS.map(() => null);
  private readonly read: (LogPosition | null)[] = PROJECTIONS.map(() => null);
  private readonly stop = new AbortController();
  private readonly running: Promise<void>;
  private firstListen!: () => void;
  /** Resolves once the counters are first listening (tests start from a cache that can serve). */
  readonly ready = new Promise<void>((resolve) => (this.firstListen = resolve));

  /** Announcements heard from the primary, waiting for the replica to replay them (replica mode only). */
  private readonly queued: string[] = [];
  private replaying: Promise<void> | null = null;

  constructor(
    private readonly notifications: PgNotifications,
    /**
     * Where the read models are read from a streaming replica: the announcements come from the primary, and an
     * answer executed on the replica right after one may still read the rows it replaced, and be kept under the new
     * counters. So an announcement counts only once the replica has replayed what the primary had when it came.
     */
    private readonly replica: ReplicaClock | null = null,
  ) {
    this.running = this.listen();
  }

  /** The counters now, or null while the LISTEN connection is down (nothing may be served or kept then). */
  now(): Generations | null {
    const connection = this.notifications.listeningOn(CHECKPOINT_CHANNEL);
    return connection === null ? null : { connection, counts: this.counts.slice(), reads: this.read.slice() };
  }

  /**
   * Whether the read models `projections` (indexes) still stand at `seen`, under the same LISTEN connection. A read
   * model whose table was read past its last announcement stands only for an answer executed after that read
   * (`seenReads`, its newest read then, is still the newest): its statements began after the checkpoint was seen
   * committed, so it holds those rows, as a member whose mutation has just answered must see. Without that, every
   * request between a member's write and its announcement executed the page again, all at once (sixteen clients on a
   * 2,000-entry list: a second each).
   */
  unchangedSince(
    connection: number,
    projections: readonly number[],
    seen: readonly number[],
    seenReads: readonly (LogPosition | null)[],
  ): boolean {
    if (this.notifications.listeningOn(CHECKPOINT_CHANNEL) !== connection) return false;
    return projections.every(
      (p, i) => this.counts[p] === seen[i] && (!this.ahead(p) || samePosition(this.read[p] ?? null, seenReads[i] ?? null)),
    );
  }

  /** A checkpoint read from a read model's table (a read-your-writes wait): its answers wait for its announcement. */
  checkpointRead(name: ProjectionName, position: LogPosition): void {
    const i = this.index.get(name);
    if (i === undefined) return;
    const last = this.read[i];
    if (!last || comparePositions(position, last) > 0) this.read[i] = position;
  }

  /** Whether the table of read model `p` was read past the last checkpoint announced for it. */
  private ahead(p: number): boolean {
    const read = this.read[p];
    const heard = this.heard[p];
    return !!read && (!heard || comparePositions(read, heard) > 0);
  }

  private announced(payload: string): void {
    const [name = '', position, flag] = payload.split(' ');
    const i = this.index.get(name);
    if (i === undefined) return;
    // "<projection>" alone: a recompute, which changes rows and moves no checkpoint.
    if (flag !== CHECKPOINT_UNCHANGED) this.counts[i]!++;
    if (!position) return;
    let at: LogPosition;
    try {
      at = parsePosition(position);
    } catch {
      return;
    }
    const last = this.heard[i];
    if (!last || comparePositions(at, last) > 0) this.heard[i] = at;
  }

  private listen(): Promise<void> {
    // "<projection> <txid>:<pos>" or, after a recompute, "<projection>": the read model changed. A checkpoint that
    // only moved past events of other types ("... unchanged") leaves every answer read from it standing: without
    // that, every event anywhere would drop every kept answer, since every projection's checkpoint moves past it.
    return followChannel(
      this.notifications,
      CHECKPOINT_CHANNEL,
      (payload) => this.hear(payload),
      this.stop.signal,
      () => this.firstListen(),
    );
  }

  private hear(payload: string): void {
    if (!this.replica) return this.announced(payload);
    this.queued.push(payload);
    this.replaying ??= this.replay().finally(() => (this.replaying = null));
  }

  /** Counts the queued announcements, in the order they came, once the replica has replayed them. */
  private async replay(): Promise<void> {
    while (this.queued.length > 0 && !this.stop.signal.aborted) {
      const batch = this.queued.splice(0);
      for (;;) {
        try {
          await this.replica!.caughtUp(this.stop.signal);
          break;
        } catch {
          // The replica or the primary cannot be asked: until it can, the announcements wait (answers from before
          // them are what the replica would give anyway; a member's own writes are held back by their wait's read).
          if (this.stop.signal.aborted) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      for (const payload of batch) this.announced(payload);
    }
  }

  async close(): Promise<void> {
    this.stop.abort();
    await Promise.all([this.running, this.replaying]);
  }
}

function samePosition(a: LogPosition | null, b: LogPosition | null): boolean {
  return a !== null && b !== null && comparePositions(a, b) === 0;
}
