import { CHECKPOINT_CHANNEL, PROJECTIONS, projectionSchema, type ProjectionName } from '@tsuzuki/events';
import { comparePositions, parsePosition, PgNotifications, type LogPosition } from '@tsuzuki/event-store';
import type { Queryable } from '../db/queryable.ts';
import { REPLAY_POLL_MS } from '../db/replica.ts';

/** How often a waiter re-reads the checkpoint tables when no notification arrives (lost NOTIFY, reconnect). */
const POLL_MS = 500;

/** "<projection> <txid>:<pos>", as the projection framework announces a committed checkpoint. */
function announced(payload: string): { projection: string; position: LogPosition | null } {
  const [projection = '', position = ''] = payload.split(' ');
  try {
    return { projection, position: parsePosition(position) };
  } catch {
    return { projection, position: null };
  }
}

/**
 * Read-your-writes: waits until projections have committed a checkpoint at or past a log position. The shared
 * LISTEN helper (PgNotifications) wakes the waiters; the checkpoint tables are the truth, so a notification is
 * only a hint to read them again (a projection may run several partitions; the lowest one counts).
 */
export class CheckpointWatcher {
  /** The process's one LISTEN connection; the answer cache listens on it too (http/answerCache/generations.ts). */
  readonly notifications: PgNotifications;
  /**
   * Told of every checkpoint read from the tables: a read-your-writes wait that ends by reading a table may end before
   * the notification of that checkpoint reaches this process, and the answer cache must not serve what it replaced.
   */
  onCheckpointRead: ((name: ProjectionName, position: LogPosition) => void) | null = null;

  constructor(
    connectionString: string,
    private readonly db: Queryable,
    /** `db` is a streaming replica of the server `connectionString` names (ADR 56). */
    private readonly readsReplica = false,
  ) {
    this.notifications = new PgNotifications(connectionString);
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
      for (const r of rows) this.onCheckpointRead?.(name, parsePosition(`${r.transaction_id}:${r.position}`));
      const reached =
        rows.length > 0 && rows.every((r) => comparePositions(parsePosition(`${r.transaction_id}:${r.position}`), target) >= 0);
      if (!reached) behind.push(name);
    }
    return behind;
  }

  /**
   * True once every projection has caught up with `target`; false when `timeoutMs` runs out first. The alarm is
   * armed before the first read of the tables, so a checkpoint announced while we read still wakes us.
   */
  async waitFor(target: LogPosition, names: readonly ProjectionName[], timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    let pending = [...names];
    const alarm = await this.notifications.arm(CHECKPOINT_CHANNEL, (payload) => {
      const { projection, position } = announced(payload);
      // A checkpoint still short of the target cannot finish the wait: no need to read the tables for it.
      return pending.includes(projection as ProjectionName) && (!position || comparePositions(position, target) >= 0);
    });
    try {
      let rang = false;
      for (;;) {
        pending = await this.behind(target, pending);
        if (!pending.length) return true;
        const left = deadline - Date.now();
        if (left <= 0) return false;
        // Once rung, the primary has the checkpoint: a replica's tables (ADR 56) show it once they have replayed it.
        rang = (await alarm.sleep(Math.min(rang && this.readsReplica ? REPLAY_POLL_MS : POLL_MS, left))) || rang;
      }
    } finally {
      alarm.disarm();
    }
  }

  async close(): Promise<void> {
    await this.notifications.close();
  }
}
