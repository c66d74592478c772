import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from 'express';
import { APPS_PATHS, OAUTH_PATHS, REVOKED_GRANT_HEADER } from '@tsuzuki/events/oauth';
import { AppError, invalidCsrf, sendError, unauthorized } from '../http/errors.ts';
import { apiCors } from './apiCors.ts';
import type { AuthClient } from './authClient.ts';
import { authOf, type RequestAuth } from './requestAuth.ts';
import type { ApiGrant, ApiTokenResolver } from './sessions.ts';

export interface OAuthRouteDeps {
  auth: AuthClient;
  tokens: ApiTokenResolver;
  /** requestAuth: the session cookie (or token) of the request. */
  authenticate: RequestHandler;
}

// OAuth requests are a few short fields; anything larger is not one.
const FORM_LIMIT = '16kb';

/**
 * The token and revoke endpoints' parameters, whichever way the app sent them: a form (RFC 6749) or JSON, as
 * AniList's documentation shows and its clients do, ids sometimes as numbers.
 */
function paramsOf(body: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string') params[key] = value;
      else if (typeof value === 'number' && Number.isFinite(value)) params[key] = String(value);
    }
  }
  return params;
}

const queryParams = (req: Request) => paramsOf(req.query);

/** Only the member in a browser, on one of the site's pages, may approve apps or manage them; never a token. */
function siteMember(auth: RequestAuth): number {
  if (auth.token) throw new AppError(403, 'FORBIDDEN', 'Forbidden.');
  if (auth.actor.kind !== 'user') throw unauthorized();
  if (!auth.fromPage) throw invalidCsrf();
  return auth.actor.id;
}

/** Refusals in the GraphQL error shape, as the upload and import routes answer them. */
const handle =
  (work: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  (req, res, next) => {
    work(req, res).catch((err: unknown) => (err instanceof AppError ? sendError(res, err) : next(err)));
  };

/**
 * The public side of the authorization server (ADR 24): /api/v2/oauth/token and /revoke in OAuth's own shape, the
 * authorization screen's facts and the member's answer, and the JSON routes of /settings/developer and /settings/apps.
 * The command-service does the work; these routes authenticate the member and pass the parameters on.
 */
export function oauthRoutes(deps: OAuthRouteDeps): Router {
  const router = express.Router();
  const forms = [express.urlencoded({ extended: false, limit: FORM_LIMIT }), express.json({ limit: FORM_LIMIT })];
  const json = express.json({ limit: FORM_LIMIT });

  /**
   * Passes an endpoint's answer on with its status. The tokens it ended (a revoked pair, a rotated-away one, a whole
   * grant after a replayed code or refresh token) leave this process's cache at once.
   */
  const endpoint = (path: string) => async (req: Request, res: Response) => {
    const params = paramsOf(req.body);
    const answer = await deps.auth.fetch('POST', path, { params, authorization: req.get('authorization') }, String(req.id));
    if (answer.status >= 500) throw new Error(`command-service answered ${answer.status} to ${path}`);
    const grant = answer.headers.get(REVOKED_GRANT_HEADER);
    if (grant) deps.tokens.evictWhere((g) => g.grantId === grant);
    res.status(answer.status).set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' });
    if (answer.status === 401) res.set('WWW-Authenticate', 'Basic realm="Tsuzuki API"');
    res.json(answer.body ?? {});
  };
  // Apps running in a browser exchange codes from their own origin.
  router.use([OAUTH_PATHS.token, OAUTH_PATHS.revoke], apiCors);
  router.post(OAUTH_PATHS.token, ...forms, endpoint('/auth/oauth/token'));
  router.post(OAUTH_PATHS.revoke, ...forms, endpoint('/auth/oauth/revoke'));
  // A body that cannot be read (malformed JSON, too large) is answered in OAuth's shape, which apps parse.
  const unreadable: ErrorRequestHandler = (err: { status?: number; type?: string }, _req, res, next) => {
    if (!err.status || err.status >= 500) return next(err);
    const tooLarge = err.type === 'entity.too.large';
    res
      .status(tooLarge ? 413 : 400)
      .set('Cache-Control', 'no-store')
      .json({
        error: 'invalid_request',
        error_description: tooLarge ? 'The request body is too large.' : 'The request body could not be read.',
      });
  };
  router.use([OAUTH_PATHS.token, OAUTH_PATHS.revoke], unreadable);

  // What the authorization screen shows; a guest is sent to log in by the screen itself.
  router.get(
    OAUTH_PATHS.authorizeInfo,
    deps.authenticate,
    handle(async (req, res) => {
      const auth = authOf(res);
      if (auth.actor.kind !== 'user') throw unauthorized();
      res
        .set('Cache-Control', 'no-store')
        .json(await deps.auth.call('/auth/oauth/info', { userId: auth.actor.id, params: queryParams(req) }, String(req.id)));
    }),
  );
  router.post(
    OAUTH_PATHS.authorize,
    deps.authenticate,
    json,
    handle(async (req, res) => {
      const userId = siteMember(authOf(res));
      res.set('Cache-Control', 'no-store').json(await deps.auth.call('/auth/oauth/decide', { userId, decision: req.body }, String(req.id)));
    }),
  );

  // /settings/developer and /settings/apps: the member's own API clients and the apps they authorised. `revoked`
  // picks the cached tokens a flow ended, which leave this process's cache at once.
  type Revoked = (req: Request, userId: number) => (grant: ApiGrant) => boolean;
  const member = (flow: string, body: (req: Request) => Record<string, unknown> = () => ({}), revoked?: Revoked) => [
    deps.authenticate,
    json,
    handle(async (req: Request, res: Response) => {
      const userId = siteMember(authOf(res));
      const answer = await deps.auth.call(`/auth/apps/${flow}`, { userId, ...body(req) }, String(req.id));
      if (revoked) deps.tokens.evictWhere(revoked(req, userId));
      res.set('Cache-Control', 'no-store').json(answer);
    }),
  ];
  router.get(APPS_PATHS.mine, ...member('list'));
  router.post(APPS_PATHS.mine, ...member('register', (req) => ({ app: req.body })));
  router.get(APPS_PATHS.authorized, ...member('authorized'));
  router.delete(
    APPS_PATHS.revokeAuthorized(':clientId' as never),
    ...member(
      'revoke',
      (req) => ({ clientId: req.params.clientId }),
      (req, userId) => (g) => g.clientId === Number(req.params.clientId) && g.actor.id === userId,
    ),
  );
  router.get(APPS_PATHS.one(':id' as never), ...member('get', (req) => ({ id: req.params.id })));
  router.patch(APPS_PATHS.one(':id' as never), ...member('update', (req) => ({ id: req.params.id, app: req.body })));
  router.delete(
    APPS_PATHS.one(':id' as never),
    ...member(
      'delete',
      (req) => ({ id: req.params.id }),
      (req) => (g) => g.clientId === Number(req.params.id),
    ),
  );
  router.post(APPS_PATHS.rotate(':id' as never), ...member('rotate', (req) => ({ id: req.params.id })));
  return router;
}
