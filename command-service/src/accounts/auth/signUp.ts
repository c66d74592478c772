import { randomUUID } from 'node:crypto';
import { userStream, type Actor } from '@tsuzuki/events';
import { ConflictError } from '../../errors.ts';
import { signUpUser } from '../user/index.ts';
import type { AuthContext } from './context.ts';
import { EMAIL_TAKEN, EmailDomainError, SIGNUP_CAPTCHA } from './errors.ts';
import { SignUpInput, parseBody } from './inputs.ts';
import { linkMail } from './mails.ts';
import { hashPassword } from './passwords.ts';
import { createLinkToken, createSession, inTransaction, insertAccount, rememberDevice, type Session } from './tables.ts';

const SYSTEM: Actor = { kind: 'system' };
/** Email addresses are unique whatever their case; the reservation holds each for its user's stream. */
export const EMAIL_SCOPE = 'user-email';

export interface SignUpResult {
  userId: number;
  name: string;
  emailVerificationRequired: boolean;
  session: Session | null;
  /** Log position of UserSignedUp, so a caller can wait for the read models to show the new user. */
  position: string;
}

export interface SignUpOptions {
  /** guest: the public form (captcha required). system: the seed's demo accounts (no captcha, verified). */
  as: 'guest' | 'system';
  /** The system may fix the user id (deterministic demo accounts). */
  userId?: number;
  /** Idempotency key: the same key again finds the same user id and appends nothing new. */
  commandId?: string;
  /** The system may date the sign-up in the past (the demo accounts, at the demo site's opening). */
  occurredAt?: Date;
}

export function isBlockedDomain(email: string, blocked: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return blocked.some((b) => domain === b || domain.endsWith(`.${b}`));
}

/**
 * Nothing half-made: the name and the email are reserved, UserSignedUp is appended, then the account row is
 * written. When a step fails, the reservations it made are given back and no account remains. (Once the event
 * is in the log the name stays reserved: the read models hold that user.)
 */
export async function signUp(ctx: AuthContext, body: unknown, options: SignUpOptions): Promise<SignUpResult> {
  const input = parseBody(SignUpInput, body, true);
  const system = options.as === 'system';
  if (!system) await ctx.captcha.verify(input.captcha, SIGNUP_CAPTCHA);
  if (!system && isBlockedDomain(input.email, ctx.config.blockedEmailDomains)) throw new EmailDomainError();
  const passwordHash = await hashPassword(input.password);

  const commandId = options.commandId ?? randomUUID();
  const userId = await ctx.ids.allocate('user', commandId, system ? options.userId : undefined);
  const stream = userStream(userId);
  const emailKey = input.email.toLowerCase();
  const claim = await ctx.reservations.claim(EMAIL_SCOPE, emailKey, stream);
  if (claim === 'taken') throw new ConflictError(EMAIL_TAKEN);
  const device = { deviceId: input.deviceId, ip: input.ip };
  const verify = ctx.config.requireEmailVerification && !system;
  let done: { token: string | null; session: Session | null };
  let position: string;
  try {
    // The framework reserves the name (409 "Username is already taken.") and gives it back if the append fails.
    const appended = await ctx.bus.run(
      signUpUser,
      { userId, name: input.userName },
      { actor: SYSTEM, commandId, occurredAt: system ? options.occurredAt : undefined },
    );
    position = appended.position;
    done = await inTransaction(ctx.pool, async (tx) => {
      const now = ctx.clock();
      await insertAccount(tx, { userId, email: input.email, passwordHash, emailVerifiedAt: system ? now : null });
      if (verify) return { token: await createLinkToken(tx, 'verify', userId, device, now), session: null };
      if (system) return { token: null, session: null };
      await rememberDevice(tx, userId, device);
      return { token: null, session: await createSession(tx, userId, device, now) };
    });
  } catch (err) {
    if (claim === 'claimed') await ctx.reservations.release(EMAIL_SCOPE, emailKey, stream);
    throw err;
  }
  if (done.token) {
    // The account exists: a mail that fails to go out is logged, and /reverify sends another.
    await ctx.mailer.send(linkMail('verify', input.email, ctx.config.siteUrl, done.token)).catch((err: unknown) => {
      ctx.logger.error({ err, userId }, 'verification mail failed');
    });
  }
  return { userId, name: input.userName, emailVerificationRequired: verify, session: done.session, position };
}
