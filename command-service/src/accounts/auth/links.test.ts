import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './signUp.ts';
import { tokenHash } from './tokens.ts';
import { createAuthTestEnv, device, lastLinkToken, outboxMails, post, solvedCaptcha, type AuthTestEnv } from './testing.ts';

let env: AuthTestEnv;
let base: string;
beforeAll(async () => {
  env = await createAuthTestEnv('auth_links');
  base = await env.serveAuth();
});
afterAll(async () => env?.close());

const PASSWORD = 'correct horse';
const here = device('laptop', '192.0.2.7');
const invalidLink = { status: 400, body: { status: 400, code: 'INVALID_TOKEN', message: 'This link is invalid or has expired.' } };

async function guestSignUp(name: string, email: string): Promise<number> {
  const res = await post(base, 'signup', {
    userName: name,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    captcha: await solvedCaptcha(base),
    ...here,
  });
  return res.body.userId as number;
}

const expire = (token: string) =>
  env.pool.query(`UPDATE command_service.email_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [
    tokenHash(token),
  ]);
const lifetime = async (token: string) =>
  (
    await env.pool.query(
      'SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM command_service.email_tokens WHERE token_hash = $1',
      [tokenHash(token)],
    )
  ).rows[0].seconds as number;
const login = async (email: string, password: string) =>
  post(base, 'login', { name: email, password, captcha: await solvedCaptcha(base), ...here });

describe('email verification links', () => {
  it('resends only to an unverified account; a link works once and not after 48 hours', async () => {
    const email = 'resend@example.com';
    const userId = await guestSignUp('Resend', email);
    const first = await lastLinkToken(env.outbox, email, '/verify-email/');
    expect(await lifetime(first)).toBe(48 * 3600);
    expect(await post(base, 'resend-verification', { email: 'RESEND@example.com' })).toEqual({ status: 200, body: { sent: true } });
    expect(await outboxMails(env.outbox, email)).toHaveLength(2);
    expect(await post(base, 'resend-verification', { email: 'nobody@example.com' })).toEqual({ status: 200, body: { sent: false } });

    await expire(first);
    expect(await post(base, 'verify-email', { token: first, ...here })).toEqual(invalidLink);
    const second = await lastLinkToken(env.outbox, email, '/verify-email/');
    expect(await post(base, 'verify-email', { token: second, ...here })).toMatchObject({ status: 200, body: { userId } });
    expect(await post(base, 'verify-email', { token: second, ...here })).toEqual(invalidLink);
    expect(await post(base, 'resend-verification', { email })).toEqual({ status: 200, body: { sent: false } });
    // A link of one purpose does not work for another, and made-up tokens do nothing.
    expect(await post(base, 'confirm-location', { token: second, ...here })).toEqual(invalidLink);
    expect(await post(base, 'verify-email', { token: 'made-up', ...here })).toEqual(invalidLink);
    expect((await post(base, 'verify-email', { token: '', ...here })).body).toMatchObject({
      code: 'VALIDATION',
      validation: { token: ['Required'] },
    });
  });
});

describe('password reset', () => {
  it('answers sent: false for an unknown email', async () => {
    expect(await post(base, 'forgot', { email: 'nobody@example.com' })).toEqual({ status: 200, body: { sent: false } });
    expect((await post(base, 'forgot', { email: 'not an email' })).status).toBe(400);
  });

  it('sets the new password, signs out every session and voids the link', async () => {
    const email = 'reset@example.com';
    await signUp(env.context, { userName: 'Reset', email, password: PASSWORD, confirmPassword: PASSWORD, ...here }, { as: 'system' });
    const oldSession = ((await login(email, PASSWORD)).body.session as { token: string }).token;
    expect(await post(base, 'forgot', { email: 'Reset@Example.com' })).toEqual({ status: 200, body: { sent: true } });
    const [mail] = await outboxMails(env.outbox, email);
    expect(mail).toMatchObject({ subject: 'Reset your Tsuzuki password' });
    const token = await lastLinkToken(env.outbox, email, '/reset-password/');

    const mismatch = await post(base, 'reset', { token, password: 'new password 1', confirmPassword: 'new password 2' });
    expect(mismatch.body).toMatchObject({ status: 400, code: 'VALIDATION', validation: { confirmPassword: ['Passwords do not match.'] } });
    expect((await post(base, 'reset', { token, password: 'short', confirmPassword: 'short' })).body.validation).toEqual({
      password: ['Password must be at least 8 characters.'],
    });

    expect(await post(base, 'reset', { token, password: 'new password', confirmPassword: 'new password' })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await post(base, 'session', { token: oldSession })).status).toBe(401);
    expect(await post(base, 'reset', { token, password: 'other password', confirmPassword: 'other password' })).toEqual(invalidLink);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, 'new password')).status).toBe(200);
  });

  it('refuses a reset link after its hour', async () => {
    const email = 'late@example.com';
    await signUp(env.context, { userName: 'Late', email, password: PASSWORD, confirmPassword: PASSWORD, ...here }, { as: 'system' });
    await post(base, 'forgot', { email });
    const token = await lastLinkToken(env.outbox, email, '/reset-password/');
    expect(await lifetime(token)).toBe(3600);
    await expire(token);
    expect(await post(base, 'reset', { token, password: 'new password', confirmPassword: 'new password' })).toEqual(invalidLink);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });
});

describe('mail limits', () => {
  it('sends at most three mails an hour to one address and ten from one IP, counted for unknown addresses too', async () => {
    const email = 'limited@example.com';
    await signUp(env.context, { userName: 'Limited', email, password: PASSWORD, confirmPassword: PASSWORD, ...here }, { as: 'system' });
    const before = (await outboxMails(env.outbox, email)).length;
    for (let i = 0; i < 3; i++)
      expect(await post(base, 'forgot', { email, ip: '198.51.100.1' })).toEqual({ status: 200, body: { sent: true } });
    const refused = await post(base, 'forgot', { email, ip: '198.51.100.2' });
    expect(refused).toEqual({
      status: 429,
      body: { status: 429, code: 'RATE_LIMITED', message: 'Too many emails requested, please try again in 60 minutes.' },
    });
    expect((await outboxMails(env.outbox, email)).length).toBe(before + 3);

    // One IP asking for many addresses, existing or not.
    for (let i = 0; i < 10; i++)
      expect((await post(base, 'forgot', { email: `nobody${i}@example.com`, ip: '198.51.100.9' })).status).toBe(200);
    expect((await post(base, 'resend-verification', { email: 'someone.else@example.com', ip: '198.51.100.9' })).status).toBe(429);
  });
});
