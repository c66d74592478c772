import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER } from '@tsuzuki/events';
import { useReadableValidationMessages } from '@tsuzuki/events/validationMessages';
import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler, type Response } from 'express';
import type { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { AuthClient } from './accounts/authClient.ts';
import { apiCors } from './accounts/apiCors.ts';
import { oauthRoutes } from './accounts/oauthRoutes.ts';
import { OAUTH_PATHS } from '@tsuzuki/events/oauth';
import { sharedKey } from '@tsuzuki/event-store/secrets';
import { CSRF_HEADER, csrfRoute, CsrfTokens } from './accounts/csrf.ts';
import { authOf, refuseInvalidToken, requestAuth, type RequestAuth } from './accounts/requestAuth.ts';
import { sentLogin } from './accounts/cookies.ts';
import { AccessEndedWatch } from './accounts/accessEnded.ts';
import type { ReplicaClock } from './db/replica.ts';
import { apiTokenResolver, sessionResolver } from './accounts/sessions.ts';
import { CheckpointWatcher } from './commands/checkpoints.ts';
import { commandForwarder, IDEMPOTENCY_KEY_HEADER } from './commands/forward.ts';
import { createContext } from './context.ts';
import { requestQueryable, type Queryable } from './db/queryable.ts';
import { isSystemCaller } from './http/actor.ts';
import {
  AdmissionGate,
  admitted,
  admittedUntilAnswered,
  busyJson,
  busyPage,
  earlyShed,
  LoopDelay,
  shedLog,
  ticketOf,
  wasShed,
  type AdmissionLimits,
} from './http/admission.ts';
import { AnswerCache } from './http/answerCache/cache.ts';
import type { AnswerCacheOptions } from './http/answerCache/config.ts';
import { GenerationCounters } from './http/answerCache/generations.ts';
import { recordingQueryable, refusingCalls } from './http/answerCache/record.ts';
import { viewerKey } from './http/answerCache/viewer.ts';
import { artRoute } from './http/artRoute.ts';
import { badRequestAnswer } from './http/badRequests.ts';
import { clientRoute } from './http/clientRoute.ts';
import { LOOPBACK_ACCEPT, pageRenderer, type PageRenderer } from './http/serverRender.ts';
import { RenderCache, type AskRequest, type RawAnswer, type RenderCacheOptions } from './http/renderCache.ts';
import { isStatementTimeout, timedOut, TIMEOUT_RETRY_AFTER } from './http/errors.ts';
import { graphqlRoute } from './http/graphqlRoute.ts';
import { GENERATED_PERSISTED_QUERIES, PERSISTED_QUERIES_FILE, PersistedQueries } from './http/persistedQueries.ts';
import { answerCompression } from './http/answerCompression.ts';
import { persistedDocumentOf, rateLimit, type RateLimits } from './http/rateLimit.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { sitemapRoute } from './http/sitemap.ts';
import { STREAM_PATH, streamRoute } from './http/streamRoute.ts';
import { ActivityHub } from './live/activityHub.ts';
import { NotificationHub, type NotificationHubOptions } from './live/notificationHub.ts';
import { ThreadHub } from './live/threadHub.ts';
import { announcementRoute } from './http/announcementRoute.ts';
import { adultShownTo } from './schema/adultContent.ts';
import { buildSchemas } from './schema/executable.ts';
import { exportRoute, importRoute } from './importExport/index.ts';
import { imageProxyRoute, type ImageProxyOptions } from './uploads/imageProxy.ts';
import { markdownImageRoute } from './uploads/markdownImageRoute.ts';
import { uploadRoute, uploadsStatic } from './uploads/uploadRoute.ts';

export interface AppOptions {
  /** Read-model queries (a pg.Pool, or a counting wrapper in tests). */
  db: Queryable;
  /**
   * How long a looked-up session or API token is trusted without asking the command-service again (SESSION_CACHE_MS
   * by default): an end announced on ACCESS_ENDED_CHANNEL counts at once, anything else (an expiry) after this.
   */
  sessionCacheMs?: number;
  /** For the LISTEN connection of read-your-writes: the primary. */
  databaseUrl: string;
  /**
   * Set when `db` reads a streaming replica of the primary `databaseUrl` names (READ_DATABASE_URL, ADR 56): the answer
   * cache counts a checkpoint once the replica has replayed it, and GET /health says how far behind it is.
   */
  replica?: ReplicaClock | null;
  logger?: Logger;
  commandServiceUrl?: string;
  internalToken?: string | null;
  rywTimeoutMs?: number;
  clientDist?: string;
  /** Where uploaded avatars and banners are stored (UPLOAD_DIR). */
  uploadDir?: string;
  /** The editor's image proxy (uploads/imageProxy.ts); tests let it reach their own local server. */
  imageProxy?: ImageProxyOptions;
  /** Express "trust proxy": whose X-Forwarded-* headers give the browser's address and https (TRUST_PROXY). */
  trustProxy?: string | boolean | number;
  /** Rate limits on /graphql, counted in Redis; null or absent: none (tests that do not test them). */
  rateLimit?: { redis: Redis; prefix: string; limits: RateLimits } | null;
  /** Statements (or pipelines of them) one request may run at once (requestQueryable). */
  requestConcurrency?: number;
  /** Where the site's persisted documents are read, first found wins; default: the client build's, then relay's. */
  persistedQueryFiles?: string[];
  /**
   * The admission gate in front of GraphQL and page answers (http/admission.ts, ADR 44); null or absent: none, every
   * request runs at once (tests that do not test it). main.ts passes loadAdmissionLimits().
   */
  admission?: AdmissionLimits | null;
  /** The key that signs CSRF tokens, the same in every process (CSRF_SECRET); default: derived from the internal token. */
  csrfKey?: string;
  /** Answers kept while the read models they read stand still (ADRs 45, 52); null or absent: none. main.ts passes loadAnswerCacheOptions(). */
  answerCache?: AnswerCacheOptions | null;
  /**
   * The client's server entry (client/dist-ssr/entry-server.js, ADR 53) that renders a guest's first screen into the
   * page; null or absent: every page is the boot skeleton. main.ts passes DEFAULT_SERVER_ENTRY unless SERVER_RENDERING=off.
   */
  serverEntry?: string | null;
  /** Rendered pages kept while the answers they read stay the same (ADR 54); null or absent: every page is rendered. */
  renderCache?: RenderCacheOptions | null;
  /** Bounds on the open streams of each hub, notifications and activities (ADR 70, 71); the hubs' defaults otherwise. */
  live?: NotificationHubOptions;
}

/** The largest GraphQL request body; the largest real client document is about 5 KB. */
export const BODY_LIMIT = '256kb';

export const DEFAULT_CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));
export const DEFAULT_SERVER_ENTRY = fileURLToPath(new URL('../../client/dist-ssr/entry-server.js', import.meta.url));
/** The server entry a client build at `clientDist` comes with (client/vite.ssr.config.ts builds it beside). */
export const serverEntryBeside = (clientDist?: string) =>
  clientDist ? path.join(`${clientDist}-ssr`, 'entry-server.js') : DEFAULT_SERVER_ENTRY;
export const DEFAULT_UPLOAD_DIR = fileURLToPath(new URL('../../.data/uploads', import.meta.url));
const REQUEST_ID = /^[\w.:-]{1,128}$/;
const SECRET_HEADERS = ['cookie', 'set-cookie', 'authorization', INTERNAL_TOKEN_HEADER, CSRF_HEADER];
const withoutSecrets = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, SECRET_HEADERS.includes(k.toLowerCase()) ? '[redacted]' : v]));

export function createApp(options: AppOptions): {
  app: Express;
  answers: AnswerCache | null;
  accessEnded: AccessEndedWatch;
  endStreams: () => void;
  close: () => Promise<void>;
} {
  useReadableValidationMessages();
  const logger = options.logger ?? pino({ name: 'query-service' });
  const schemas = buildSchemas();
  // With a replica, `db` reads it and `databaseUrl` names the primary, where the LISTEN connection goes (ADR 56).
  const replica = options.replica ?? null;
  const watcher = new CheckpointWatcher(options.databaseUrl, options.db, replica !== null);
  const generations = options.answerCache ? new GenerationCounters(watcher.notifications, replica) : null;
  if (generations) watcher.onCheckpointRead = (name, position) => generations.checkpointRead(name, position);
  const answers = generations && options.answerCache ? new AnswerCache(generations, options.answerCache) : null;
  const internalToken = options.internalToken ?? null;
  const commandServiceUrl = options.commandServiceUrl ?? 'http://127.0.0.1:3001';
  const rywTimeoutMs = options.rywTimeoutMs ?? 5000;
  const forwarderConfig = { commandServiceUrl, internalToken, watcher, rywTimeoutMs };
  const accounts = new AuthClient({ commandServiceUrl, internalToken });
  const sessions = sessionResolver(accounts, options.sessionCacheMs);
  const tokens = apiTokenResolver(accounts, options.sessionCacheMs);
  const accessEnded = new AccessEndedWatch(watcher.notifications, [sessions, tokens]);
  // Subscriptions are fed by the same LISTEN connection as read-your-writes (ADR 70).
  const live = new NotificationHub(options.db, watcher.notifications, options.live);
  const liveActivities = new ActivityHub(options.db, watcher.notifications, options.live);
  const liveThreads = new ThreadHub(options.db, watcher.notifications, options.live);
  const csrf = new CsrfTokens(options.csrfKey ?? sharedKey(internalToken ? { INTERNAL_TOKEN: internalToken } : {}, 'CSRF_SECRET', 'csrf'));
  const uploadDir = options.uploadDir ?? DEFAULT_UPLOAD_DIR;

  const clientDist = options.clientDist ?? DEFAULT_CLIENT_DIST;
  const requestConcurrency = options.requestConcurrency ?? 3;
  // Without limits the gate still counts what runs (for /health), and never makes a request wait.
  const admissionLimits = options.admission ?? { concurrency: 0, queue: 0, queueWaitMs: 0, loopDelayMs: 0 };
  const loopDelay = admissionLimits.loopDelayMs > 0 ? new LoopDelay() : null;
  const gate: AdmissionGate = new AdmissionGate(
    admissionLimits,
    () => loopDelay?.ms ?? 0,
    (reason) => logShed(reason),
  );
  const logShed = shedLog(logger, () => gate.figures());
  // The services' own requests (internal token) are never shed: importers and tools pace themselves.
  const exempt = (req: Request) => isSystemCaller(req, internalToken);
  const app = express();
  app.disable('x-powered-by');
  // Loopback proxies (the client's dev server) by default: req.ip and req.secure then describe the browser.
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  app.use(earlyShed(gate, exempt));
  app.use(
    pinoHttp({
      logger,
      // A log line per answer dominated the process under load: successes log at debug (skipped at the default
      // level, before any serialising), failures and slow answers at info and above.
      // A request the admission gate shed is one of a flood: shedLog writes one line for them all now and then.
      customLogLevel: (_req, res, err) =>
        wasShed(res) ? 'debug' : err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug',
      // Keep the caller's request id (the client or another service) so one id follows a change everywhere.
      genReqId: (req, res) => {
        const given = req.headers[REQUEST_ID_HEADER];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      // Session tokens, CSRF tokens and the internal token never go into logs.
      serializers: {
        req: (req: { id: unknown; method: string; url: string; headers: Record<string, unknown> }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
          headers: withoutSecrets(req.headers),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(securityHeaders(clientDist));

  app.get('/health', async (_req, res) => {
    // Never behind the gate: a busy process still says it is alive, and how busy it is.
    res.json({
      status: 'ok',
      service: 'query-service',
      pid: process.pid,
      admission: gate.figures(),
      live: { streams: live.size, activityStreams: liveActivities.size, threadStreams: liveThreads.size },
      ...(answers ? { answerCache: answers.figures() } : {}),
      ...(pages ? { renderCache: pages.figures() } : {}),
      ...(replica ? { replica: await replica.lag().catch((err: unknown) => ({ error: String((err as Error).message) })) } : {}),
    });
  });

  // Commands go as the request's actor, within the scopes of its API token if it came with one.
  // A mutation waits for the command-service and read-your-writes outside the gate (its ticket's `outside`).
  const forwarderFor = (auth: RequestAuth, requestId: string, idempotencyKey: string | null = null, res?: Response) =>
    commandForwarder(forwarderConfig, {
      actor: auth.actor,
      requestId,
      idempotencyKey,
      scopes: auth.token?.scopes ?? null,
      idle: res && ticketOf(res)?.outside,
    });
  const persisted = new PersistedQueries(
    options.persistedQueryFiles ?? [path.join(clientDist, PERSISTED_QUERIES_FILE), GENERATED_PERSISTED_QUERIES],
  );
  const graphql = admitted(
    gate,
    exempt,
    busyJson,
    graphqlRoute({
      schemas,
      persisted,
      createContext: (req, record) => {
        const session = authOf(req.res!);
        const { actor } = session;
        const requestId = String(req.id);
        const idempotencyKey = req.get(IDEMPOTENCY_KEY_HEADER) ?? null;
        const db = requestQueryable(options.db, requestConcurrency);
        return createContext({
          db: record ? recordingQueryable(db, record) : db,
          actor,
          requestId,
          log: req.log,
          commands: forwarderFor(session, requestId, idempotencyKey, req.res!),
          session,
          accounts: record ? refusingCalls(accounts, record, 'the accounts service answered') : accounts,
          watcher,
          rywTimeoutMs,
          answer: record,
        });
      },
      answers,
      // A guest sent no login at all (not even a stale cookie); a member's answers are theirs alone (ADR 52).
      viewer: (req, res) => viewerKey(authOf(res), sentLogin(req)),
      replay: (req, res, effects) => {
        const ctx = { commands: forwarderFor(authOf(res), String(req.id)), log: req.log };
        for (const effect of effects) effect(ctx);
      },
    }),
  );
  // A logged-in viewer's answers hold private data: no shared cache may keep them, served from ours or executed.
  const privateToMembers: RequestHandler = (_req, res, next) => {
    if (authOf(res).actor.kind === 'user') res.set('Cache-Control', 'no-store');
    next();
  };
  const authenticate = requestAuth({ internalToken, sessions, tokens, auth: accounts, csrf });
  // The API's routes refuse a bad Bearer token outright; pages only read the cookie.
  const api = [authenticate, refuseInvalidToken];
  const limitedBy = (siteDocument?: (req: Request) => boolean) =>
    options.rateLimit ? [rateLimit(options.rateLimit.redis, options.rateLimit.prefix, options.rateLimit.limits, siteDocument)] : [];
  // Bodies are read as text and parsed by the GraphQL route, whatever content type the client claims. A body over
  // the limit is refused (413) before it is read to the end; gzip and deflate bodies are inflated, other encodings 415.
  // It is read before the rate limit, which gives the site's budget only to the site's own documents.
  const limitedGraphql = limitedBy((req) => persistedDocumentOf(req, persisted));
  // Before /graphql's own middleware: an event stream is never compressed nor kept, and holds no admission slot.
  app.use(STREAM_PATH, apiCors);
  const stream = streamRoute({
    schemas,
    createContext: (req) => {
      const session = authOf(req.res!);
      const requestId = String(req.id);
      return createContext({
        db: options.db,
        actor: session.actor,
        requestId,
        log: req.log,
        commands: forwarderFor(session, requestId),
        session,
        accounts,
        watcher,
        rywTimeoutMs,
        live,
        liveActivities,
        liveThreads,
      });
    },
  });
  app.get(STREAM_PATH, ...api, ...limitedBy(), stream);
  app.post(STREAM_PATH, ...api, express.text({ type: () => true, limit: BODY_LIMIT }), ...limitedBy(), stream);
  app.use('/graphql', apiCors, answerCompression());
  app.post('/graphql', ...api, privateToMembers, express.text({ type: () => true, limit: BODY_LIMIT }), ...limitedGraphql, graphql);
  app.get('/graphql', ...api, privateToMembers, ...limitedGraphql, graphql);
  // Uploads and the editor's image proxy spend the API's budget: each costs an image decode or a fetch elsewhere.
  app.use('/api/upload', ...api, ...limitedBy());
  app.use(uploadRoute({ uploadDir, forwarderFor }));
  app.use(markdownImageRoute(uploadDir));
  app.use(imageProxyRoute(options.imageProxy));
  app.use(uploadsStatic(uploadDir));
  app.use('/api/import', ...api);
  app.use(importRoute({ db: options.db, forwarderFor, rateLimit: options.rateLimit }));
  // The list export and the sitemap read much of a read model each: behind the gate too.
  const gatedRoute = admittedUntilAnswered(gate, exempt, busyJson);
  app.use('/api/export', ...api, gatedRoute);
  app.use(exportRoute(options.db));
  app.use(csrfRoute(csrf));
  // The token and revoke endpoints count against the caller's API budget too: each costs the command-service work.
  app.use([OAUTH_PATHS.token, OAUTH_PATHS.revoke], authenticate, ...limitedBy());
  app.use(oauthRoutes({ auth: accounts, tokens, authenticate }));
  app.use(artRoute());
  app.use(announcementRoute(options.db));
  app.use('/sitemap', gatedRoute);
  app.use(sitemapRoute(options.db));
  // Rendering a guest's page on the server is work the page can do without (ADR 53): a busy process sends a kept page
  // whose answers it holds in memory (ADR 54), else the skeleton, and the browser renders it, as it did before.
  const pages = options.serverEntry && options.renderCache ? new RenderCache(options.renderCache, keptGuestAnswer) : null;
  const renderPage: PageRenderer | undefined = options.serverEntry
    ? pageRenderer(options.serverEntry, clientDist, logger, { cache: pages, busy: () => !gate.hasHeadroom() })
    : undefined;
  app.use(
    clientRoute(
      clientDist,
      options.db,
      (req, res) => adultAllowed(req, res),
      csrf,
      (page) => admitted(gate, exempt, busyPage, page),
      renderPage,
    ),
  );

  // The answer a page's loopback request would be served from the answer cache now (a guest's, as serverRender.ts
  // asks it: the public schema, its Accept, the persisted document's text), so that a kept page is checked without a
  // request (ADR 54). None for an answer with effects to replay on serving (a thread's view): that one is asked.
  function keptGuestAnswer(request: AskRequest): RawAnswer | null {
    const query = persisted.text(request.documentId);
    if (!answers || query === undefined) return null;
    const key = answers.keyOf({
      schema: 'public',
      viewer: '',
      accept: LOOPBACK_ACCEPT,
      query,
      operationName: request.operationName,
      // As the request's body would carry them: JSON drops what is undefined.
      variables: JSON.parse(JSON.stringify(request.variables)) as Record<string, unknown>,
    });
    const kept = answers.get(key);
    return kept && !kept.effects.length ? { status: kept.status, text: kept.body } : null;
  }

  // Whether the browser's viewer shows adult content (the GraphQL reads' rule): for the status of an adult media page.
  const adultAllowed = async (req: Request, res: Response) => {
    await new Promise<void>((resolve, reject) => authenticate(req, res, (err?: unknown) => (err ? reject(err) : resolve())));
    const { actor } = authOf(res);
    if (actor.kind !== 'user') return adultShownTo(actor, false);
    const { rows } = await options.db.query<{ adult: boolean }>(
      `SELECT coalesce((options->>'displayAdultContent')::boolean, false) AS adult FROM rm_users.users WHERE id = $1`,
      [actor.id],
    );
    return adultShownTo(actor, rows[0]?.adult ?? false);
  };

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    // Malformed requests are the client's: a clear 4xx, never a 500.
    const refusal = badRequestAnswer(err);
    if (refusal) {
      res.status(refusal.status).json({ data: null, errors: [refusal] });
      return;
    }
    if (isStatementTimeout(err)) {
      req.log.warn({ err }, 'statement timeout');
      const timeout = timedOut();
      res
        .status(timeout.status)
        .set('Retry-After', String(TIMEOUT_RETRY_AFTER))
        .json({ data: null, errors: [{ message: timeout.message, status: timeout.status, extensions: { code: timeout.code } }] });
      return;
    }
    req.log.error({ err }, 'unhandled error');
    res.status(500).json({ errors: [{ message: 'Internal Server Error', status: 500, extensions: { code: 'INTERNAL' } }] });
  };
  app.use(onError);

  const endStreams = () => {
    live.close();
    liveActivities.close();
    liveThreads.close();
  };
  return {
    app,
    answers,
    accessEnded,
    /** Ends every open stream (their clients reconnect, elsewhere or later): a server closing waits for none. */
    endStreams,
    close: async () => {
      loopDelay?.close();
      endStreams();
      await generations?.close();
      await accessEnded.close();
      return watcher.close();
    },
  };
}
