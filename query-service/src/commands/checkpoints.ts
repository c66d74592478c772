import pg from 'pg';
import {
  CHECKPOINT_CHANNEL, comparePositions, parsePosition, PROJECTIONS, projectionSchema, type LogPosition, type ProjectionName,
} from '@tsuzuki/events';
import type { Queryable } from '../db/queryable.ts';

/** How often a waiter re-reads the checkpoint tables when no notification arrives (lost NOTIFY, reconnect). */
const POLL_MS = 500;

/**
 * Read-your-writes: waits until projections have committed a checkpoint at or past a log position. One
 * LISTEN connection per process wakes the waiters; the checkpoint tables are the truth, so a notification
 * is only a hint to read them again (a projection may run several partitions; the lowest one counts).
 */
export class CheckpointWatcher {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly waiters = new Set<(projection: string) => void>();

  constructor(
    private readonly connectionString: string,
    private readonly db: Queryable,
  ) {}

  private listen(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString });
      client.on('notification', (n) => {
        const projection = n.payload?.split(' ')[0] ?? '';
        for (const wake of [...this.waiters]) wake(projection);
      });
      client.on('error', () => {
        // Waiters keep polling; the next wait reconnects.
        this.client = null;
        this.connecting = null;
      });
      await client.connect();
      await client.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
      this.client = client;
    })().catch((err) => {
      this.connecting = null;
      throw err;
    });
    return this.connecting;
  }

  /** The projections among `names` whose checkpoint is still before `target`. */
  async behind(target: LogPosition, names: readonly ProjectionName[]): Promise<ProjectionName[]> {
    const behind: ProjectionName[] = [];
    for (const name of names) {
      if (!PROJECTIONS.includes(name)) throw new Error(`Unknown projection ${name}`);
      let rows: { transaction_id: string; position: string }[];
      try {
        ({ rows } = await this.db.query<{ transaction_id: string; position: string }>(
          `SELECT transaction_id, position FROM ${projectionSchema(name)}.checkpoint`,
        ));
      } catch (err) {
        // A read model that does not exist yet has not caught up with anything.
        if ((err as { code?: string }).code === '42P01' || (err as { code?: string }).code === '3F000') rows = [];
        else throw err;
      }
      const reached = rows.length > 0 && rows.every((r) => comparePositions(parsePosition(`${r.transaction_id}:${r.position}`), target) >= 0);
      if (!reached) behind.push(name);
    }
    return behind;
  }

  /** True once every projection has caught up with `target`; false when `timeoutMs` runs out first. */
  async waitFor(target: LogPosition, names: readonly ProjectionName[], timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    let pending = [...names];
    let wake: (projection: string) => void = () => {};
    const waiter = (projection: string) => wake(projection);
    this.waiters.add(waiter);
    try {
      // Listen before the first read, so a checkpoint committed in between still wakes us.
      await this.listen().catch(() => undefined);
      for (;;) {
        pending = await this.behind(target, pending);
        if (!pending.length) return true;
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(POLL_MS, left));
          wake = (projection) => {
            if (pending.includes(projection as ProjectionName)) {
              clearTimeout(timer);
              resolve();
            }
          };
        });
      }
    } finally {
      this.waiters.delete(waiter);
    }
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.connecting = null;
    await client?.end().catch(() => undefined);
  }
}
