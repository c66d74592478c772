import express, { type Router } from 'express';
import { requireInternalToken } from '../../http/internalToken.ts';
import type { AuthContext } from './context.ts';
import { confirmLocation, forgotPassword, resendVerification, resetPassword, verifyEmail } from './links.ts';
import { login } from './login.ts';
import { lookupSession, logout } from './sessions.ts';
import { signUp } from './signUp.ts';

type Flow = (ctx: AuthContext, body: unknown) => Promise<unknown>;

/** The /auth routes (command-service/README.md); callers are the query-service, holding the internal token. */
export function authRoutes(ctx: AuthContext, internalToken: string | null): Router {
  const router = express.Router();
  router.use('/auth', requireInternalToken(internalToken));
  router.get('/auth/captcha', async (_req, res) => {
    res.set('cache-control', 'no-store').json(await ctx.captcha.challenge());
  });
  const flows: Record<string, Flow> = {
    signup: (c, body) => signUp(c, body, { as: 'guest' }),
    login,
    logout,
    session: lookupSession,
    'verify-email': verifyEmail,
    'resend-verification': resendVerification,
    forgot: forgotPassword,
    reset: resetPassword,
    'confirm-location': confirmLocation,
  };
  for (const [path, flow] of Object.entries(flows)) {
    router.post(`/auth/${path}`, async (req, res) => {
      res.set('cache-control', 'no-store').json(await flow(ctx, req.body));
    });
  }
  return router;
}
