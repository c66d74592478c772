import express from 'express';
import type pg from 'pg';
import { comparePositions, formatPosition, type EventStore } from '@tsuzuki/events';
import { readCheckpoint } from './framework/checkpoint.ts';
import type { Projection } from './framework/projection.ts';

export interface ProjectionHealth {
  checkpoint: string;
  caughtUp: boolean;
  /**
   * Events behind the head, approximately: the difference of global positions (exact unless a slow
   * transaction interleaved). 0 exactly when the checkpoint is at the head.
   */
  lag: number;
}

export async function readHealth(store: EventStore, pool: pg.Pool, projections: readonly Projection[]) {
  const head = await store.headPosition();
  const entries = await Promise.all(projections.map(async (p): Promise<[string, ProjectionHealth]> => {
    const checkpoint = await readCheckpoint(pool, p.schema);
    const caughtUp = comparePositions(checkpoint, head) >= 0;
    const gap = Number(head.position - checkpoint.position);
    return [p.name, { checkpoint: formatPosition(checkpoint), caughtUp, lag: caughtUp ? 0 : Math.max(1, gap) }];
  }));
  return { status: 'ok' as const, service: 'projection-service', head: formatPosition(head), projections: Object.fromEntries(entries) };
}

export function createHealthApp(store: EventStore, pool: pg.Pool, projections: readonly Projection[]) {
  const app = express();
  app.get('/health', async (_req, res) => {
    try {
      res.json(await readHealth(store, pool, projections));
    } catch (err) {
      res.status(503).json({ status: 'error', message: (err as Error).message });
    }
  });
  return app;
}
