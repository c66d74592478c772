import express, { type Router } from 'express';
import { REVOKED_GRANT_HEADER } from '@tsuzuki/events/oauth';
import type { AuthContext } from '../auth/context.ts';
import { authorizedApps, deleteApp, getApp, listApps, registerApp, revokeAuthorized, rotateSecret, updateApp } from './clients.ts';
import { oauthFlows } from './flows.ts';

type Flow = (body: unknown) => Promise<unknown>;

/**
 * The /auth/oauth and /auth/apps routes (ADR 24). The query-service calls them for the public endpoints and the
 * settings pages, naming the member it has authenticated; like every route here they need the internal token.
 */
export function oauthRoutes(ctx: AuthContext): Router {
  const router = express.Router();
  const flows = oauthFlows(ctx);
  const db = ctx.pool;
  const routes: Record<string, Flow> = {
    'oauth/info': flows.info,
    'oauth/decide': flows.decide,
    'oauth/resource': flows.resource,
    'apps/list': (body) => listApps(db, body),
    'apps/get': (body) => getApp(db, body),
    'apps/register': (body) => registerApp(db, body),
    'apps/update': (body) => updateApp(db, body),
    'apps/rotate': (body) => rotateSecret(db, body, ctx.clock()),
    'apps/delete': (body) => deleteApp(db, body, ctx.clock()),
    'apps/authorized': (body) => authorizedApps(db, body, ctx.clock()),
    'apps/revoke': (body) => revokeAuthorized(db, body, ctx.clock()),
  };
  for (const [path, flow] of Object.entries(routes)) {
    router.post(`/auth/${path}`, async (req, res) => {
      res.set('cache-control', 'no-store').json(await flow(req.body));
    });
  }
  // The token and revoke endpoints answer in OAuth's own shape and statuses (RFC 6749 §5), which the query-service
  // passes on as they are.
  for (const [path, flow] of Object.entries({ 'oauth/token': flows.token, 'oauth/revoke': flows.revoke })) {
    router.post(`/auth/${path}`, async (req, res) => {
      const answer = await flow(req.body);
      if (answer.revokedGrant) res.set(REVOKED_GRANT_HEADER, answer.revokedGrant);
      res.status(answer.status).set(answer.headers).json(answer.body);
    });
  }
  return router;
}
