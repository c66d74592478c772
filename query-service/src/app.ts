import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { REQUEST_ID_HEADER } from '@tsuzuki/events';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { CheckpointWatcher } from './commands/checkpoints.ts';
import { commandForwarder } from './commands/forward.ts';
import { createContext } from './context.ts';
import type { Queryable } from './db/queryable.ts';
import { actorOf } from './http/actor.ts';
import { artRoute } from './http/artRoute.ts';
import { clientRoute } from './http/clientRoute.ts';
import { graphqlRoute } from './http/graphqlRoute.ts';
import { buildSchemas } from './schema/executable.ts';

export interface AppOptions {
  /** Read-model queries (a pg.Pool, or a counting wrapper in tests). */
  db: Queryable;
  /** For the LISTEN connection of read-your-writes. */
  databaseUrl: string;
  logger?: Logger;
  commandServiceUrl?: string;
  internalToken?: string | null;
  rywTimeoutMs?: number;
  clientDist?: string;
}

export const DEFAULT_CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export function createApp(options: AppOptions): { app: Express; close: () => Promise<void> } {
  const logger = options.logger ?? pino({ name: 'query-service' });
  const schemas = buildSchemas();
  const watcher = new CheckpointWatcher(options.databaseUrl, options.db);
  const internalToken = options.internalToken ?? null;
  const forwarderConfig = {
    commandServiceUrl: options.commandServiceUrl ?? 'http://127.0.0.1:3001',
    internalToken,
    watcher,
    rywTimeoutMs: options.rywTimeoutMs ?? 5000,
  };

  const app = express();
  app.disable('x-powered-by');
  app.use(
    pinoHttp({
      logger,
      // Keep the caller's request id (the client or another service) so one id follows a change everywhere.
      genReqId: (req, res) => {
        const given = req.headers[REQUEST_ID_HEADER];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
    }),
  );

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', service: 'query-service' });
  });

  const graphql = graphqlRoute({
    schemas,
    createContext: (req) => {
      const actor = actorOf(req, internalToken);
      const requestId = String(req.id);
      return createContext({ db: options.db, actor, requestId, log: req.log, commands: commandForwarder(forwarderConfig, { actor, requestId }) });
    },
  });
  // Bodies are read as text and parsed by the GraphQL route, whatever content type the client claims.
  app.post('/graphql', express.text({ type: () => true, limit: '1mb' }), graphql);
  app.get('/graphql', graphql);
  app.use(artRoute());
  app.use(clientRoute(options.clientDist ?? DEFAULT_CLIENT_DIST));

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    req.log.error({ err }, 'unhandled error');
    res.status(500).json({ errors: [{ message: 'Internal Server Error', status: 500, extensions: { code: 'INTERNAL' } }] });
  };
  app.use(onError);

  return { app, close: () => watcher.close() };
}
