import type { Queryable } from './queryable.ts';

/** How often a replica is read again while it is behind what the primary had (its replay, or a checkpoint table). */
export const REPLAY_POLL_MS = 2;

export interface ReplicaLag {
  /** WAL the replica has received but not replayed, plus what the primary has not sent it yet, in bytes. */
  bytes: number;
  /** Since the last transaction the replica replayed was committed on the primary, while the primary has more. */
  seconds: number;
}

/**
 * What a query process that reads read models from a PostgreSQL streaming replica needs to know of it (issue 23,
 * ADR 56): whether the replica has replayed everything the primary had committed at some moment, and how far
 * behind it is. Checkpoint announcements come from the primary (a standby cannot LISTEN); an answer executed on the
 * replica after one may still read the rows before it, so whoever acts on an announcement waits here first.
 */
export class ReplicaClock {
  constructor(
    /** A connection to the primary (its WAL position). */
    private readonly primary: Queryable,
    /** The replica the read models are read from. */
    private readonly replica: Queryable,
  ) {}

  /**
   * Resolves once the replica has replayed all the WAL the primary had inserted when this was called: every commit
   * announced before the call is then visible on the replica. The insert position is at or past every commit record
   * (whatever synchronous_commit is), so this never resolves early; it may wait for the WAL writer's next flush.
   */
  async caughtUp(signal?: AbortSignal): Promise<void> {
    const { rows } = await this.primary.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
    const lsn = rows[0]!.lsn;
    while (!signal?.aborted) {
      const replayed = await this.replica.query<{ ok: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [lsn]);
      if (replayed.rows[0]?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
    }
  }

  /** How far the replica is behind the primary now (GET /health, and the log when it grows). */
  async lag(): Promise<ReplicaLag> {
    const [primary, replica] = await Promise.all([
      this.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'),
      this.replica.query<{ replayed: string | null; at: Date | null }>(
        'SELECT pg_last_wal_replay_lsn()::text AS replayed, pg_last_xact_replay_timestamp() AS at',
      ),
    ]);
    const { replayed, at } = replica.rows[0]!;
    const { rows } = await this.primary.query<{ bytes: string }>('SELECT pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn)::bigint AS bytes', [
      primary.rows[0]!.lsn,
      replayed ?? '0/0',
    ]);
    const bytes = Math.max(0, Number(rows[0]!.bytes));
    // An idle primary sends nothing new: the replica is not behind, however old its last replayed commit is.
    const seconds = bytes === 0 || !at ? 0 : Math.max(0, (Date.now() - at.getTime()) / 1000);
    return { bytes, seconds: Math.round(seconds * 1000) / 1000 };
  }
}
