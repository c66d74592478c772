import { forgetUser } from './preferences.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { parsePosition } from '@tsuzuki/event-store';
import type { IssuedSession } from '../../accounts/authClient.ts';
import { RYW_TIMEOUT_MESSAGE } from '../../commands/forward.ts';
import type { Context } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { userById } from '../byId.ts';
import type { Resolvers } from '../resolverTypes.ts';
import type { UserRow } from './rows.ts';
import { viewerId, viewerRow } from './viewer.ts';
interface LoggedIn {
  userId: number;
  session: IssuedSession | null;
  /** The log position of the events the call appended (sign-up), when the command-service reports it. */
  position?: string;
}
interface SignedUp extends LoggedIn {
  emailVerificationRequired: boolean;
}

const POLL_MS = 50;

/**
 * The user an account call answered about, once the users read model shows them: by the call's log position
 * when it reports one, otherwise by looking until the read-your-writes time runs out.
 */
async function userAfter(ctx: Context, answer: LoggedIn): Promise<UserRow> {
  if (answer.position && !(await ctx.watcher.waitFor(parsePosition(answer.position), ['users'], ctx.rywTimeoutMs))) {
    throw new AppError(504, 'RYW_TIMEOUT', RYW_TIMEOUT_MESSAGE);
  }
  const deadline = Date.now() + ctx.rywTimeoutMs;
  for (;;) {
    forgetUser(ctx, answer.userId);
    const row = await userById(ctx).load(answer.userId);
    if (row) return row;
    if (Date.now() >= deadline) throw new AppError(504, 'RYW_TIMEOUT', RYW_TIMEOUT_MESSAGE);
    await sleep(POLL_MS);
  }
}

/** Sets the session cookie and lets the rest of this request see the new viewer (private settings included). */
async function logIn(ctx: Context, answer: LoggedIn): Promise<UserRow> {
  if (answer.session) ctx.session.startSession(answer.session);
  const row = await userAfter(ctx, answer);
  if (answer.session) ctx.actor = { kind: 'user', id: row.id, moderatorRoles: row.moderator_roles, donatorTier: row.donator_tier };
  return row;
}

/** Where the browser is, for location verification and rate limits. */
const origin = (ctx: Context) => ({ ip: ctx.session.ip, deviceId: ctx.session.deviceId() });

export const authResolvers: Resolvers = {
  Query: {
    CaptchaChallenge: (_r, _a, ctx) => ctx.accounts.get('/auth/captcha', ctx.requestId),
  },
  Mutation: {
    Login: async (_r, a, ctx) => {
      const answer = await ctx.accounts.call<LoggedIn>(
        '/auth/login',
        { name: a.name, password: a.password, captcha: a.captcha, ...origin(ctx) },
        ctx.requestId,
      );
      return logIn(ctx, answer);
    },
    Logout: async (_r, _a, ctx) => {
      await ctx.session.endSession(ctx.requestId);
      ctx.actor = { kind: 'guest' };
      return true;
    },
    CreateUser: async (_r, a, ctx) => {
      let answer: SignedUp;
      try {
        answer = await ctx.accounts.call<SignedUp>(
          '/auth/signup',
          {
            userName: a.userName,
            email: a.email,
            password: a.password,
            confirmPassword: a.confirmPassword,
            captcha: a.captcha,
            ...origin(ctx),
          },
          ctx.requestId,
        );
      } catch (err) {
        // Spec §8: "Email domain not permitted." is an outcome the form shows as its own alert, not a failure.
        if (err instanceof AppError && err.code === 'EMAIL_DOMAIN')
          return { user: null, emailVerificationRequired: false, emailInvalid: true };
        throw err;
      }
      const user = await logIn(ctx, answer);
      return { user, emailVerificationRequired: answer.emailVerificationRequired, emailInvalid: false };
    },
    ResetPassword: async (_r, a, ctx) =>
      (await ctx.accounts.call<{ sent: boolean }>('/auth/forgot', { email: a.email, ip: ctx.session.ip }, ctx.requestId)).sent,
    CompletePasswordReset: async (_r, a, ctx) => {
      await ctx.accounts.call('/auth/reset', { token: a.token, password: a.password, confirmPassword: a.confirmPassword }, ctx.requestId);
      return true;
    },
    VerifyUserEmail: async (_r, a, ctx) =>
      (await ctx.accounts.call<{ sent: boolean }>('/auth/resend-verification', { email: a.email, ip: ctx.session.ip }, ctx.requestId)).sent,
    ConfirmEmail: async (_r, a, ctx) =>
      logIn(ctx, await ctx.accounts.call<LoggedIn>('/auth/verify-email', { token: a.token, ...origin(ctx) }, ctx.requestId)),
    ConfirmLocation: async (_r, a, ctx) =>
      logIn(ctx, await ctx.accounts.call<LoggedIn>('/auth/confirm-location', { token: a.token, ...origin(ctx) }, ctx.requestId)),
    UpdateUserName: async (_r, a, ctx) => {
      const id = viewerId(ctx);
      await ctx.commands.sendAsGiven('ChangeUserName', { name: a.name }, { projections: ['users'] });
      forgetUser(ctx, id);
      return viewerRow(ctx);
    },
  },
};
