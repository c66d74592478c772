import { timingSafeEqual } from 'node:crypto';
import express from 'express';
import type pg from 'pg';
import { INTERNAL_TOKEN_HEADER } from '@tsuzuki/events';
import { comparePositions, formatPosition, type EventStore } from '@tsuzuki/event-store';
import { readCheckpoint } from './framework/checkpoint.ts';
import { countEventsBetween } from './framework/count.ts';
import type { Projection } from './framework/projection.ts';
import type { ProjectionStatus } from './framework/status.ts';

/** Lag is counted up to this many events; more shows as this figure. */
const LAG_CAP = 100_000;

export interface ProjectionHealth {
  checkpoint: string;
  caughtUp: boolean;
  /** Events of the projection's types between its checkpoint and the head (capped; null when the store cannot count). */
  lag: number | null;
  /** Why this projection stopped itself; the others go on. */
  stopped?: string;
}

export async function readHealth(store: EventStore, pool: pg.Pool, projections: readonly Projection[], status?: ProjectionStatus) {
  const head = await store.headPosition();
  const entries = await Promise.all(
    projections.map(async (p): Promise<[string, ProjectionHealth]> => {
      const checkpoint = await readCheckpoint(pool, p.schema);
      const caughtUp = comparePositions(checkpoint, head) >= 0;
      const lag = caughtUp ? 0 : await countEventsBetween(store, checkpoint, head, p.handles, LAG_CAP);
      const stopped = status?.reason(p.name);
      return [p.name, { checkpoint: formatPosition(checkpoint), caughtUp, lag, ...(stopped ? { stopped } : {}) }];
    }),
  );
  return {
    status: status?.any ? ('degraded' as const) : ('ok' as const),
    service: 'projection-service',
    head: formatPosition(head),
    projections: Object.fromEntries(entries),
  };
}

/**
 * GET /health: up or not for anyone; the checkpoints, lags and stop reasons (which say how far the log goes) only to
 * holders of the internal token, when one is configured.
 */
export function createHealthApp(
  store: EventStore,
  pool: pg.Pool,
  projections: readonly Projection[],
  status?: ProjectionStatus,
  internalToken: string | null = null,
) {
  const app = express();
  app.disable('x-powered-by');
  app.get('/health', async (req, res) => {
    try {
      const health = await readHealth(store, pool, projections, status);
      const given = req.get(INTERNAL_TOKEN_HEADER);
      const insider =
        !internalToken ||
        (!!given && given.length === internalToken.length && timingSafeEqual(Buffer.from(given), Buffer.from(internalToken)));
      res.json(insider ? { ...health, pid: process.pid } : { status: health.status, service: health.service, pid: process.pid });
    } catch (err) {
      res.status(503).json({ status: 'error', message: (err as Error).message });
    }
  });
  return app;
}
