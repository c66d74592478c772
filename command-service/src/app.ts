import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type pg from 'pg';
import { pinoHttp } from 'pino-http';
import { REQUEST_ID_HEADER } from '@tsuzuki/events';
import { type EventStore } from '@tsuzuki/event-store';
import { createAuthContext, type AuthOptions } from './accounts/auth/context.ts';
import { authRoutes } from './accounts/auth/routes.ts';
import { oauthRoutes } from './accounts/oauth/routes.ts';
import { CommandBus, type Ringer } from './bus.ts';
import { NotFoundError, toProblem } from './errors.ts';
import { commandsRoute } from './http/commandsRoute.ts';
import { requireInternalToken } from './http/internalToken.ts';
import { modLogRoute } from './http/modLogRoute.ts';
import { moderationRoute } from './http/moderationRoute.ts';
import type { Logger } from './logger.ts';

export interface AppDeps {
  store: EventStore;
  pool: pg.Pool;
  doorbell: Ringer | null;
  logger: Logger;
  /** INTERNAL_TOKEN: when set, every command must carry it in x-internal-token. */
  internalToken: string | null;
  bus?: CommandBus;
  /** Redis, settings and mailer of the /auth routes; without them the routes are not served. */
  auth?: AuthOptions | null;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

export function createApp(deps: AppDeps): Express {
  const bus = deps.bus ?? new CommandBus({ store: deps.store, pool: deps.pool, doorbell: deps.doorbell, logger: deps.logger });
  const app = express();
  app.disable('x-powered-by');
  app.use(
    pinoHttp({
      logger: deps.logger,
      // Keep the caller's request id so one id follows a change through query- and command-service logs.
      genReqId: (req, res) => {
        const given = req.headers[REQUEST_ID_HEADER];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      // A load balancer's health checks (every second per process, npm run start:cluster) would drown the log.
      customLogLevel: (req, res, err) => (err || res.statusCode >= 500 ? 'error' : req.url === '/health' ? 'debug' : 'info'),
    }),
  );
  app.get('/health', async (_req, res) => {
    res.json({ status: 'ok', service: 'command-service', eventStore: deps.store.kind, pid: process.pid });
  });
  // Every other route is for the query-service only: the token is checked before a byte of the body is read.
  app.use(requireInternalToken(deps.internalToken));
  app.use(express.json({ limit: '5mb' }));
  app.use(commandsRoute(bus, deps.internalToken));
  app.use(modLogRoute(deps.store));
  app.use(moderationRoute(deps.pool));
  if (deps.auth) {
    const auth = createAuthContext({ ...deps.auth, pool: deps.pool, store: deps.store, bus, logger: deps.logger });
    app.use(authRoutes(auth, deps.internalToken));
    app.use(oauthRoutes(auth));
  }
  app.use((_req, _res, next) => next(new NotFoundError('Not Found.')));

  const problem: ErrorRequestHandler = (err, req, res, _next) => {
    const body = toProblem(err);
    if (body.status >= 500) req.log.error({ err }, 'command failed');
    res.status(body.status).json(body);
  };
  app.use(problem);
  return app;
}
