import { UnauthorizedError } from '../../errors.ts';
import type { AuthContext } from './context.ts';
import { EmailUnverifiedError, INVALID_LOGIN, LOGIN_CAPTCHA, LocationVerificationError } from './errors.ts';
import { LoginInput, parseBody } from './inputs.ts';
import { sendLink } from './links.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import { accountByEmail, createSession, deviceStatus, inTransaction, rememberDevice, type Session } from './tables.ts';

/**
 * Login by email (a name without "@" never matches: the client then explains "Please use your email instead
 * of username."). Order: captcha, rate limit, password; then the email must be verified and the device or
 * address known, else a link is emailed and no session is made.
 */
export async function login(ctx: AuthContext, body: unknown): Promise<{ userId: number; session: Session }> {
  const input = parseBody(LoginInput, body);
  await ctx.captcha.verify(input.captcha, LOGIN_CAPTCHA);
  await ctx.limiter.check(input.name, input.ip);
  const account = input.name.includes('@') ? await accountByEmail(ctx.pool, input.name) : null;
  // An unknown account costs a hash check too, so the answer's timing does not tell which emails exist.
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await dummyHash()));
  if (!account || !matches) {
    await ctx.limiter.failed(input.name, input.ip);
    throw new UnauthorizedError(INVALID_LOGIN);
  }
  const device = { deviceId: input.deviceId, ip: input.ip };
  if (ctx.config.requireEmailVerification && !account.emailVerifiedAt) {
    await sendLink(ctx, 'verify', account, device);
    throw new EmailUnverifiedError();
  }
  // The first device of an account is trusted; later, a device id or an address seen before is enough.
  if ((await deviceStatus(ctx.pool, account.userId, device)) === 'new') {
    await sendLink(ctx, 'location', account, device);
    throw new LocationVerificationError();
  }
  await ctx.limiter.succeeded(input.name);
  const session = await inTransaction(ctx.pool, async (tx) => {
    await rememberDevice(tx, account.userId, device);
    return createSession(tx, account.userId, device, ctx.clock());
  });
  return { userId: account.userId, session };
}
