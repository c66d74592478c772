import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Actor } from '@tsuzuki/events';
import type { CommandBus } from '../../bus.ts';

// Airing notifications (social §3) are a side effect of time, not of a member's command: once a minute a job
// looks at the episodes that aired since its last look and records each as EpisodeAired (its command id makes a
// second recording a no-op). The notifications read model then tells the members who have the anime listed.

const QUEUE = 'airing-announcer';
const SCHEDULER = 'airing-announcer-every-minute';
/** How far back a first run (or a run after downtime) looks: notifications older than a day are no news. */
const LOOKBACK_SECONDS = 24 * 3600;
const SYSTEM: Actor = { kind: 'system' };

export interface AnnouncerOptions {
  bus: Pick<CommandBus, 'execute'>;
  /** The catalogue's airing schedule (rm_media.airing_schedule) is read from here. */
  pool: pg.Pool;
  redis: Redis;
  redisPrefix: string;
  everyMs?: number;
  now?: () => number;
}

/** Records the episodes that aired in (from, to]; answers how many it recorded (a repeat records none anew). */
export async function announceAired(opts: Pick<AnnouncerOptions, 'bus' | 'pool'>, from: number, to: number): Promise<number> {
  const { rows } = await opts.pool.query<{ media_id: number; episode: number; airing_at: number }>(
    `SELECT media_id, episode, airing_at FROM rm_media.airing_schedule WHERE airing_at > $1 AND airing_at <= $2 ORDER BY airing_at, media_id`,
    [from, to],
  );
  let recorded = 0;
  for (const r of rows) {
    const result = await opts.bus.execute(
      'RecordEpisodeAired',
      { mediaId: r.media_id, episode: r.episode, airingAt: r.airing_at },
      { actor: SYSTEM, commandId: `airing:${r.media_id}:${r.episode}` },
    );
    if (!result.duplicate) recorded++;
  }
  return recorded;
}

/** Starts the once-a-minute job; one run at a time across every command-service instance (BullMQ's lock). */
export async function startAiringAnnouncer(opts: AnnouncerOptions): Promise<{ close(): Promise<void> }> {
  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  const connection = opts.redis.duplicate({ maxRetriesPerRequest: null });
  const queue = new Queue(QUEUE, { connection, prefix: opts.redisPrefix });
  const markKey = `${opts.redisPrefix}:airing-announcer:last`;
  const worker = new Worker(
    QUEUE,
    async () => {
      const to = now();
      const last = Number(await connection.get(markKey)) || 0;
      await announceAired(opts, Math.max(last, to - LOOKBACK_SECONDS), to);
      await connection.set(markKey, String(to));
    },
    { connection: connection.duplicate({ maxRetriesPerRequest: null }), prefix: opts.redisPrefix, concurrency: 1 },
  );
  await queue.upsertJobScheduler(
    SCHEDULER,
    { every: opts.everyMs ?? 60_000 },
    { name: 'announce', opts: { removeOnComplete: true, removeOnFail: 50 } },
  );
  return {
    async close() {
      await worker.close();
      await queue.close();
      connection.disconnect();
    },
  };
}
