import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './signUp.ts';
import { createAuthTestEnv, device, lastLinkToken, outboxMails, post, solvedCaptcha, type AuthTestEnv } from './testing.ts';

let env: AuthTestEnv;
let base: string;
beforeAll(async () => {
  env = await createAuthTestEnv('auth_login');
  base = await env.serveAuth();
});
afterAll(async () => env?.close());

const PASSWORD = 'correct horse';
let seq = 0;
/** A verified account with no known device yet (as the seed makes them). */
async function member(): Promise<{ email: string; name: string; userId: number }> {
  const n = ++seq;
  const email = `member${n}@example.com`;
  const { userId } = await signUp(
    env.context,
    {
      userName: `Member${n}`,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...device('seed', '127.0.0.1'),
    },
    { as: 'system' },
  );
  return { email, name: `Member${n}`, userId };
}

const login = async (name: string, password: string, deviceId: string, ip: string) =>
  post(base, 'login', { name, password, captcha: await solvedCaptcha(base), ...device(deviceId, ip) });
const sessions = async (userId: number) =>
  Number((await env.pool.query('SELECT count(*) AS n FROM command_service.sessions WHERE user_id = $1', [userId])).rows[0].n);

describe('POST /auth/login', () => {
  it('signs in by email, any case, and remembers the first device', async () => {
    const { email, userId } = await member();
    const res = await login(email.toUpperCase(), PASSWORD, 'laptop', '198.51.100.1');
    expect(res).toMatchObject({ status: 200, body: { userId, session: { token: expect.any(String), expiresAt: expect.any(String) } } });
    const days = (Date.parse((res.body.session as { expiresAt: string }).expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const { rows } = await env.pool.query('SELECT device_id, ip FROM command_service.known_devices WHERE user_id = $1', [userId]);
    expect(rows).toEqual([{ device_id: 'laptop', ip: '198.51.100.1' }]);
  });

  it('refuses a wrong password and a username with the same message', async () => {
    const { email, name } = await member();
    const invalid = { status: 401, body: { status: 401, code: 'UNAUTHORIZED', message: 'Invalid login details.' } };
    expect(await login(email, 'wrong password', 'laptop', '198.51.100.2')).toEqual(invalid);
    expect(await login(name, PASSWORD, 'laptop', '198.51.100.2')).toEqual(invalid);
    expect(await login('nobody@example.com', PASSWORD, 'laptop', '198.51.100.2')).toEqual(invalid);
  });

  it('needs a solved captcha, used once', async () => {
    const { email } = await member();
    const refused = {
      status: 400,
      body: { status: 400, code: 'CAPTCHA', message: 'Please verify you are not a robot by completing the captcha.' },
    };
    expect(await post(base, 'login', { name: email, password: PASSWORD, ...device('d', '198.51.100.3') })).toEqual(refused);
    const captcha = await solvedCaptcha(base);
    expect((await post(base, 'login', { name: email, password: PASSWORD, captcha, ...device('d', '198.51.100.3') })).status).toBe(200);
    expect(await post(base, 'login', { name: email, password: PASSWORD, captcha, ...device('d', '198.51.100.3') })).toEqual(refused);
  });

  it('refuses an unverified email and sends the verification mail again', async () => {
    const email = 'unverified@example.com';
    const res = await post(base, 'signup', {
      userName: 'Unverified',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      captcha: await solvedCaptcha(base),
      ...device('d', '198.51.100.4'),
    });
    expect(res.status).toBe(200);
    expect(await outboxMails(env.outbox, email)).toHaveLength(1);
    const refused = await login(email, PASSWORD, 'd', '198.51.100.4');
    expect(refused).toEqual({ status: 403, body: { status: 403, code: 'EMAIL_UNVERIFIED', message: 'Email Verification Required.' } });
    expect(await outboxMails(env.outbox, email)).toHaveLength(2);
    expect(await sessions(res.body.userId as number)).toBe(0);
  });

  it('asks to confirm a login from a new device and a new address by email', async () => {
    const { email, userId } = await member();
    expect((await login(email, PASSWORD, 'laptop', '192.0.2.1')).status).toBe(200);
    const refused = await login(email, PASSWORD, 'phone', '192.0.2.99');
    expect(refused).toEqual({
      status: 403,
      body: { status: 403, code: 'LOCATION_VERIFICATION', message: 'Location verification required.' },
    });
    expect(await sessions(userId)).toBe(1);
    const [mail] = await outboxMails(env.outbox, email);
    expect(mail).toMatchObject({ subject: 'Confirm a new sign-in to Tsuzuki' });

    const token = await lastLinkToken(env.outbox, email, '/confirm-location/');
    const confirmed = await post(base, 'confirm-location', { token, ...device('phone', '192.0.2.99') });
    expect(confirmed).toMatchObject({ status: 200, body: { userId, session: { token: expect.any(String) } } });
    expect((await post(base, 'confirm-location', { token, ...device('phone', '192.0.2.99') })).body.code).toBe('INVALID_TOKEN');
    // Now known: the same device, that device elsewhere, and another device at a known address.
    expect((await login(email, PASSWORD, 'phone', '192.0.2.99')).status).toBe(200);
    expect((await login(email, PASSWORD, 'phone', '192.0.2.150')).status).toBe(200);
    expect((await login(email, PASSWORD, 'tablet', '192.0.2.1')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('looks up the actor with current roles; after logout the token is refused', async () => {
    const { email, userId } = await member();
    const token = ((await login(email, PASSWORD, 'laptop', '192.0.2.10')).body.session as { token: string }).token;
    await env.bus.execute('SetModeratorRoles', { userId, moderatorRoles: ['COMMUNITY'] }, { actor: { kind: 'system' } });
    const lookup = await post(base, 'session', { token });
    expect(lookup.body).toMatchObject({ actor: { kind: 'user', id: userId, moderatorRoles: ['COMMUNITY'], donatorTier: 0 } });
    expect(await post(base, 'logout', { token })).toEqual({ status: 200, body: { ok: true } });
    const invalid = { status: 401, body: { status: 401, code: 'UNAUTHORIZED', message: 'Invalid token' } };
    expect(await post(base, 'session', { token })).toEqual(invalid);
    expect(await post(base, 'logout', { token })).toEqual({ status: 200, body: { ok: true } });
    expect(await post(base, 'session', { token: 'made-up' })).toEqual(invalid);
  });
});

describe('login rate limits', () => {
  it('stops an account after 3 failures (test limit), even with the right password', async () => {
    const { email } = await member();
    for (let i = 0; i < 3; i++) expect((await login(email, 'wrong password', 'laptop', `203.0.113.${i + 1}`)).status).toBe(401);
    const limited = await login(email, PASSWORD, 'laptop', '203.0.113.50');
    expect(limited).toEqual({
      status: 429,
      body: { status: 429, code: 'RATE_LIMITED', message: 'Too many login attempts, please try again in 15 minutes.' },
    });
  });

  it('stops an address after 6 failures (test limit) whatever the account; other addresses go on', async () => {
    const { email } = await member();
    for (let i = 0; i < 6; i++) expect((await login(`nobody${i}@example.com`, PASSWORD, 'bot', '203.0.113.200')).status).toBe(401);
    expect((await login(email, PASSWORD, 'bot', '203.0.113.200')).body.code).toBe('RATE_LIMITED');
    expect((await login(email, PASSWORD, 'laptop', '203.0.113.201')).status).toBe(200);
  });
});
