// The flows behind emailed links: verify the address, reset the password, confirm a new device.
import type { AuthContext } from './context.ts';
import { InvalidTokenError } from './errors.ts';
import { hashPassword } from './passwords.ts';
import { EmailInput, LinkInput, ResetInput, parseBody } from './inputs.ts';
import { linkMail } from './mails.ts';
import {
  accountByEmail,
  accountById,
  consumeLinkToken,
  createLinkToken,
  createSession,
  inTransaction,
  markVerified,
  rememberDevice,
  revokeAllSessions,
  setPasswordHash,
  voidLinkTokens,
  type Account,
  type Db,
  type Device,
  type Session,
} from './tables.ts';
import type { LinkPurpose } from './tokens.ts';

/** Stores a new link token and emails it. `device` is the one that asked, remembered when the link is followed. */
export async function sendLink(
  ctx: AuthContext,
  purpose: LinkPurpose,
  account: Pick<Account, 'userId' | 'email'>,
  device: Device | null,
): Promise<void> {
  const token = await createLinkToken(ctx.pool, purpose, account.userId, device, ctx.clock());
  await ctx.mailer.send(linkMail(purpose, account.email, ctx.config.siteUrl, token));
}

/** Uses up a link inside `tx`; an unknown, expired, used or foreign token is refused. */
async function consume(tx: Db, ctx: AuthContext, token: string, purpose: LinkPurpose) {
  const link = await consumeLinkToken(tx, token, purpose, ctx.clock());
  if (!link) throw new InvalidTokenError();
  return link;
}

/** The device that asked for the link and the one following it both become known; the follower gets a session. */
async function signInFromLink(tx: Db, ctx: AuthContext, userId: number, asked: Device | null, input: LinkInput): Promise<Session> {
  const follower = { deviceId: input.deviceId, ip: input.ip };
  if (asked) await rememberDevice(tx, userId, asked);
  await rememberDevice(tx, userId, follower);
  return createSession(tx, userId, follower, ctx.clock());
}

export async function verifyEmail(ctx: AuthContext, body: unknown): Promise<{ userId: number; session: Session }> {
  const input = parseBody(LinkInput, body);
  return inTransaction(ctx.pool, async (tx) => {
    const { userId, device } = await consume(tx, ctx, input.token, 'verify');
    await markVerified(tx, userId, ctx.clock());
    return { userId, session: await signInFromLink(tx, ctx, userId, device, input) };
  });
}

export async function confirmLocation(ctx: AuthContext, body: unknown): Promise<{ userId: number; session: Session }> {
  const input = parseBody(LinkInput, body);
  return inTransaction(ctx.pool, async (tx) => {
    const { userId, device } = await consume(tx, ctx, input.token, 'location');
    return { userId, session: await signInFromLink(tx, ctx, userId, device, input) };
  });
}

/** sent: false when no account has that address or it is verified already. */
export async function resendVerification(ctx: AuthContext, body: unknown): Promise<{ sent: boolean }> {
  const { email, ip } = parseBody(EmailInput, body);
  await ctx.mailLimiter.consume(email, ip);
  const account = await accountByEmail(ctx.pool, email);
  if (!account || account.emailVerifiedAt) return { sent: false };
  await sendLink(ctx, 'verify', account, null);
  return { sent: true };
}

/** sent: false for an unknown address (the client shows "Email not found."). */
export async function forgotPassword(ctx: AuthContext, body: unknown): Promise<{ sent: boolean }> {
  const { email, ip } = parseBody(EmailInput, body);
  // Counted whether or not the address has an account: the count must not tell which addresses exist.
  await ctx.mailLimiter.consume(email, ip);
  const account = await accountByEmail(ctx.pool, email);
  if (!account) return { sent: false };
  await sendLink(ctx, 'reset', account, null);
  return { sent: true };
}

/**
 * A new password signs out every session and voids the other reset links. Following the emailed link proves
 * the address, so it counts as verified, and the account's failed-login count is forgiven.
 */
export async function resetPassword(ctx: AuthContext, body: unknown): Promise<{ ok: true }> {
  const input = parseBody(ResetInput, body, true);
  const passwordHash = await hashPassword(input.password);
  const email = await inTransaction(ctx.pool, async (tx) => {
    const now = ctx.clock();
    const { userId } = await consume(tx, ctx, input.token, 'reset');
    await setPasswordHash(tx, userId, passwordHash);
    await revokeAllSessions(tx, userId, now);
    await voidLinkTokens(tx, userId, 'reset', now);
    await markVerified(tx, userId, now);
    return (await accountById(tx, userId))!.email;
  });
  await ctx.limiter.succeeded(email);
  return { ok: true };
}
