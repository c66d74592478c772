import express, { type Router } from 'express';
import { verifyModLog, type EventStore } from '@tsuzuki/event-store';

/**
 * GET /modlog/verdict: the mod-action log's chain recomputed from the event store (ADR 19). The command-service
 * answers it because it holds the store; the query-service reads only read models, and the verdict must come from
 * the log itself, not from a projection of it. Behind the internal token like every route here.
 */
export function modLogRoute(store: EventStore): Router {
  const router = express.Router();
  router.get('/modlog/verdict', async (_req, res) => {
    res.json(await verifyModLog(store));
  });
  return router;
}
