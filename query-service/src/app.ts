import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER } from '@tsuzuki/events';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { AuthClient } from './accounts/authClient.ts';
import { authorizeRoute } from './accounts/authorizeRoute.ts';
import { CSRF_HEADER, csrfRoute } from './accounts/csrf.ts';
import { authOf, requestAuth } from './accounts/requestAuth.ts';
import { SessionResolver } from './accounts/sessions.ts';
import { CheckpointWatcher } from './commands/checkpoints.ts';
import { commandForwarder, IDEMPOTENCY_KEY_HEADER } from './commands/forward.ts';
import { createContext } from './context.ts';
import type { Queryable } from './db/queryable.ts';
import { artRoute } from './http/artRoute.ts';
import { clientRoute } from './http/clientRoute.ts';
import { graphqlRoute } from './http/graphqlRoute.ts';
import { buildSchemas } from './schema/executable.ts';
import { uploadRoute, uploadsStatic } from './uploads/uploadRoute.ts';

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
  /** Where uploaded avatars and banners are stored (UPLOAD_DIR). */
  uploadDir?: string;
  /** Express "trust proxy": whose X-Forwarded-* headers give the browser's address and https (TRUST_PROXY). */
  trustProxy?: string | boolean | number;
}

export const DEFAULT_CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));
export const DEFAULT_UPLOAD_DIR = fileURLToPath(new URL('../../.data/uploads', import.meta.url));
const REQUEST_ID = /^[\w.:-]{1,128}$/;
const SECRET_HEADERS = ['cookie', 'set-cookie', INTERNAL_TOKEN_HEADER, CSRF_HEADER];
const withoutSecrets = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, SECRET_HEADERS.includes(k.toLowerCase()) ? '[redacted]' : v]));

export function createApp(options: AppOptions): { app: Express; close: () => Promise<void> } {
  const logger = options.logger ?? pino({ name: 'query-service' });
  const schemas = buildSchemas();
  const watcher = new CheckpointWatcher(options.databaseUrl, options.db);
  const internalToken = options.internalToken ?? null;
  const commandServiceUrl = options.commandServiceUrl ?? 'http://127.0.0.1:3001';
  const rywTimeoutMs = options.rywTimeoutMs ?? 5000;
  const forwarderConfig = { commandServiceUrl, internalToken, watcher, rywTimeoutMs };
  const accounts = new AuthClient({ commandServiceUrl, internalToken });
  const sessions = new SessionResolver(accounts);
  const uploadDir = options.uploadDir ?? DEFAULT_UPLOAD_DIR;

  const app = express();
  app.disable('x-powered-by');
  // Loopback proxies (the client's dev server) by default: req.ip and req.secure then describe the browser.
  app.set('trust proxy', options.trustProxy ?? 'loopback');
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
      // Session tokens, CSRF tokens and the internal token never go into logs.
      serializers: {
        req: (req: { headers: Record<string, unknown> }) => ({ ...req, headers: withoutSecrets(req.headers) }),
        res: (res: { headers?: Record<string, unknown> }) => (res.headers ? { ...res, headers: withoutSecrets(res.headers) } : res),
      },
    }),
  );

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', service: 'query-service' });
  });

  const graphql = graphqlRoute({
    schemas,
    createContext: (req) => {
      const session = authOf(req.res!);
      const { actor } = session;
      const requestId = String(req.id);
      const idempotencyKey = req.get(IDEMPOTENCY_KEY_HEADER) ?? null;
      return createContext({
        db: options.db, actor, requestId, log: req.log, commands: commandForwarder(forwarderConfig, { actor, requestId, idempotencyKey }),
        session, accounts, watcher, rywTimeoutMs,
      });
    },
  });
  const authenticate = requestAuth({ internalToken, sessions, auth: accounts });
  // Bodies are read as text and parsed by the GraphQL route, whatever content type the client claims.
  app.post('/graphql', authenticate, express.text({ type: () => true, limit: '1mb' }), graphql);
  app.get('/graphql', authenticate, graphql);
  app.use('/api/upload', authenticate);
  app.use(uploadRoute({ uploadDir, forwarderFor: (actor, requestId) => commandForwarder(forwarderConfig, { actor, requestId }) }));
  app.use(uploadsStatic(uploadDir));
  app.use(csrfRoute());
  app.use(authorizeRoute());
  app.use(artRoute());
  app.use(clientRoute(options.clientDist ?? DEFAULT_CLIENT_DIST, options.db));

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    req.log.error({ err }, 'unhandled error');
    res.status(500).json({ errors: [{ message: 'Internal Server Error', status: 500, extensions: { code: 'INTERNAL' } }] });
  };
  app.use(onError);

  return { app, close: () => watcher.close() };
}
