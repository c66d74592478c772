import { setTimeout as sleep } from 'node:timers/promises';
import { CHECKPOINT_CHANNEL, PROJECTIONS, type ProjectionName } from '@tsuzuki/events';
import { comparePositions, type LogPosition, type PgNotifications } from '@tsuzuki/event-store';

/** While the LISTEN connection cannot be opened, how often it is tried again. */
const RETRY_MS = 250;

/** The generations at one moment, under the LISTEN connection that was up then. */
export interface Generations {
  connection: number;
  counts: readonly number[];
}

/**
 * A counter per read model, bumped whenever that read model announces a new checkpoint (the projection framework's
 * NOTIFY after a drain or a recompute commits) or a read-your-writes wait reads a newer checkpoint from its table. An
 * answer is still the one the log would give while the counters of every read model it read have not moved since
 * before it was executed. Notifications sent while the connection is down are lost, so nothing is trusted across a
 * reconnect, and nothing is trusted at all while the connection is down.
 */
export class GenerationCounters {
  private readonly counts: number[] = PROJECTIONS.map(() => 0);
  private readonly index = new Map<string, number>(PROJECTIONS.map((name, i) => [name, i]));
  private readonly latestRead = new Map<string, LogPosition>();
  private readonly stop = new AbortController();
  private readonly running: Promise<void>;
  private firstListen!: () => void;
  /** Resolves once the counters are first listening (tests start from a cache that can serve). */
  readonly ready = new Promise<void>((resolve) => (this.firstListen = resolve));

  constructor(private readonly notifications: PgNotifications) {
    this.running = this.listen();
  }

  /** The counters now, or null while the LISTEN connection is down (nothing may be served or kept then). */
  now(): Generations | null {
    const connection = this.notifications.listeningOn(CHECKPOINT_CHANNEL);
    return connection === null ? null : { connection, counts: this.counts.slice() };
  }

  /** Whether the read models `projections` (indexes) still stand at `seen`, under the same LISTEN connection. */
  unchangedSince(connection: number, projections: readonly number[], seen: readonly number[]): boolean {
    if (this.notifications.listeningOn(CHECKPOINT_CHANNEL) !== connection) return false;
    return projections.every((p, i) => this.counts[p] === seen[i]);
  }

  /** A checkpoint read from a read model's table: newer than any read before, its answers are older. */
  checkpointRead(name: ProjectionName, position: LogPosition): void {
    const last = this.latestRead.get(name);
    if (last && comparePositions(position, last) <= 0) return;
    this.latestRead.set(name, position);
    this.bump(name);
  }

  private bump(name: string): void {
    const i = this.index.get(name);
    if (i !== undefined) this.counts[i]!++;
  }

  private async listen(): Promise<void> {
    while (!this.stop.signal.aborted) {
      // "<projection> <txid>:<pos>" or, after a recompute, "<projection>": every announcement bumps (a notification
      // never says "nothing changed"). The matcher never rings, so only a dropped connection or close wakes the sleep.
      const alarm = await this.notifications.arm(CHECKPOINT_CHANNEL, (payload) => {
        this.bump(payload.split(' ')[0]!);
        return false;
      });
      try {
        if (this.notifications.listeningOn(CHECKPOINT_CHANNEL) !== null) this.firstListen();
        while (!this.stop.signal.aborted && this.notifications.listeningOn(CHECKPOINT_CHANNEL) !== null) {
          await alarm.sleep(Infinity, this.stop.signal);
        }
      } finally {
        alarm.disarm();
      }
      await sleep(RETRY_MS, undefined, { signal: this.stop.signal, ref: false }).catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    this.stop.abort();
    await this.running;
  }
}
