import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@tsuzuki/event-store';
import { Captcha } from './captcha.ts';
import { SITE, createAuthTestEnv, device, lastLinkToken, outboxMails, post, solve, solvedCaptcha, type AuthTestEnv } from './testing.ts';

let env: AuthTestEnv;
let base: string;
beforeAll(async () => {
  env = await createAuthTestEnv('auth_signup');
  base = await env.serveAuth();
});
afterAll(async () => env?.close());

const form = async (userName: string, email: string, extra: Record<string, unknown> = {}) => ({
  userName,
  email,
  password: 'correct horse',
  confirmPassword: 'correct horse',
  captcha: await solvedCaptcha(base),
  ...device('device-1', '203.0.113.5'),
  ...extra,
});

const count = async (sql: string, params: unknown[] = []) => Number((await env.pool.query(sql, params)).rows[0].n);

describe('POST /auth/signup', () => {
  it('creates the user (event), the account and a verification mail whose link signs in', async () => {
    const res = await post(base, 'signup', await form('Mika', 'Mika@Example.com'));
    expect(res.status).toBe(200);
    const userId = res.body.userId as number;
    expect(res.body).toEqual({
      userId,
      name: 'Mika',
      emailVerificationRequired: true,
      session: null,
      position: expect.stringMatching(/^\d+:\d+$/),
    });
    const { events } = await env.store.readStream(`user-${userId}`);
    expect(events.map((e) => [e.type, e.data])).toEqual([['UserSignedUp', { userId, name: 'Mika' }]]);
    // No secret or address in the log.
    expect(JSON.stringify(events.map((e) => [e.data, e.metadata]))).not.toMatch(/example\.com|correct horse/i);
    const [mail] = await outboxMails(env.outbox, 'Mika@Example.com');
    expect(mail).toMatchObject({ subject: 'Confirm your Tsuzuki account', link: expect.stringMatching(`^${SITE}/verify-email/`) });
    expect(mail!.text).toContain(mail!.link);

    const token = await lastLinkToken(env.outbox, 'mika@example.com', '/verify-email/');
    const verified = await post(base, 'verify-email', { token, ...device('device-1', '203.0.113.5') });
    expect(verified).toMatchObject({
      status: 200,
      body: { userId, session: { token: expect.any(String), expiresAt: expect.any(String) } },
    });
    const session = (verified.body.session as { token: string }).token;
    const lookup = await post(base, 'session', { token: session });
    expect(lookup.body).toEqual({ actor: { kind: 'user', id: userId, moderatorRoles: [], donatorTier: 0 }, expiresAt: expect.any(String) });
    // Only a digest of the token is stored.
    expect(await count('SELECT count(*) AS n FROM command_service.sessions WHERE token_hash = $1', [session])).toBe(0);
  });

  it('refuses a taken name or email whatever the case', async () => {
    expect((await post(base, 'signup', await form('Haru', 'haru@example.com'))).status).toBe(200);
    const name = await post(base, 'signup', await form('hARU', 'other@example.com'));
    expect(name).toEqual({ status: 409, body: { status: 409, code: 'CONFLICT', message: 'Username is already taken.' } });
    const email = await post(base, 'signup', await form('Haru2', 'HARU@Example.COM'));
    expect(email).toEqual({ status: 409, body: { status: 409, code: 'CONFLICT', message: 'Email is already registered.' } });
    // The refused attempts gave their reservations back: the free name and email still work.
    expect((await post(base, 'signup', await form('Haru2', 'other@example.com'))).status).toBe(200);
  });

  it('answers field problems together, with messages a person can act on', async () => {
    const res = await post(base, 'signup', await form('a', 'not-an-email', { password: 'short', confirmPassword: 'other' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message: 'Validation failed.' });
    expect(res.body.validation).toEqual({
      userName: ['Username must be at least 2 characters.'],
      email: ['Please enter a valid email address.'],
      password: ['Password must be at least 8 characters.'],
      confirmPassword: ['Passwords do not match.'],
    });
    const mismatch = await post(base, 'signup', await form('Kaito', 'kaito@example.com', { confirmPassword: 'correct horsE' }));
    expect(mismatch.body).toMatchObject({ status: 400, code: 'VALIDATION', validation: { confirmPassword: ['Passwords do not match.'] } });
    const long = await post(
      base,
      'signup',
      await form('Kaito', 'kaito@example.com', { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }),
    );
    expect(long.body.validation).toEqual({ password: ['Password must be at most 128 characters.'] });
  });

  it('refuses disposable email domains and configured ones', async () => {
    const refused = { status: 400, body: { status: 400, code: 'EMAIL_DOMAIN', message: 'Email domain not permitted.' } };
    expect(await post(base, 'signup', await form('Temp1', 'me@mailinator.com'))).toEqual(refused);
    expect(await post(base, 'signup', await form('Temp2', 'me@mx.yopmail.com'))).toEqual(refused);
    const strict = await env.serveAuth({ config: { blockedEmailDomains: ['blocked.test'] } });
    const captcha = await solvedCaptcha(strict);
    expect(await post(strict, 'signup', { ...(await form('Temp3', 'me@Blocked.test')), captcha })).toEqual(refused);
  });

  it('needs a solved, unused, unexpired captcha', async () => {
    const refused = { status: 400, body: { status: 400, code: 'CAPTCHA', message: 'Please verify you are not a robot.' } };
    const missing = await form('Robo', 'robo@example.com', { captcha: undefined });
    expect(await post(base, 'signup', missing)).toEqual(refused);
    expect(await post(base, 'signup', { ...missing, captcha: 'bm90IGEgcGF5bG9hZA==' })).toEqual(refused);
    // A wrong answer to a real challenge.
    const challenge = await (await fetch(`${base}/auth/captcha`, { headers: { 'x-internal-token': 'test-internal-token' } })).json();
    const solved = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString());
    solved.solution.derivedKey = `${solved.solution.derivedKey[0] === '0' ? '1' : '0'}${solved.solution.derivedKey.slice(1)}`;
    expect(await post(base, 'signup', { ...missing, captcha: Buffer.from(JSON.stringify(solved)).toString('base64') })).toEqual(refused);
    // Solved once, used twice.
    const captcha = await solvedCaptcha(base);
    expect((await post(base, 'signup', { ...missing, captcha })).status).toBe(200);
    expect(await post(base, 'signup', { ...missing, userName: 'Robo2', email: 'robo2@example.com', captcha })).toEqual(refused);
    // Signed with the right key, but expired.
    const past = new Captcha(env.config.captcha, env.redisClient, env.redis.prefix, () => new Date(Date.now() - 3_600_000));
    const expired = await solve(await past.challenge());
    expect(await post(base, 'signup', { ...missing, userName: 'Robo3', email: 'robo3@example.com', captcha: expired })).toEqual(refused);
  });

  it('opens a session at once when email verification is not required', async () => {
    const open = await env.serveAuth({ config: { requireEmailVerification: false } });
    const res = await post(open, 'signup', { ...(await form('Nao', 'nao@example.com')), captcha: await solvedCaptcha(open) });
    expect(res.body).toMatchObject({ name: 'Nao', emailVerificationRequired: false, session: { token: expect.any(String) } });
    expect(await outboxMails(env.outbox, 'nao@example.com')).toEqual([]);
  });

  it('leaves nothing behind when the append fails', async () => {
    const store = env.store;
    const failing: EventStore = {
      kind: store.kind,
      readStream: store.readStream.bind(store),
      readStreams: store.readStreams.bind(store),
      readAll: store.readAll.bind(store),
      findCommand: store.findCommand.bind(store),
      heldBack: store.heldBack.bind(store),
      headPosition: store.headPosition.bind(store),
      waitForEvents: store.waitForEvents.bind(store),
      close: async () => undefined,
      append: async () => {
        throw new Error('event store unavailable');
      },
      appendMany: async () => {
        throw new Error('event store unavailable');
      },
      appendAll: async () => {
        throw new Error('event store unavailable');
      },
    };
    const broken = await env.serveAuth({ store: failing });
    const res = await post(broken, 'signup', { ...(await form('Ghost', 'ghost@example.com')), captcha: await solvedCaptcha(broken) });
    expect(res).toEqual({ status: 500, body: { status: 500, code: 'INTERNAL', message: 'Internal Server Error' } });
    expect(await count(`SELECT count(*) AS n FROM command_service.accounts WHERE email = 'ghost@example.com'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM command_service.reservations WHERE key IN ('ghost', 'ghost@example.com')`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM event_store.events WHERE type = 'UserSignedUp' AND data->>'name' = 'Ghost'`)).toBe(0);
    // And the name and email are free for the next attempt.
    expect((await post(base, 'signup', await form('Ghost', 'ghost@example.com'))).status).toBe(200);
  });

  it('is only open to holders of the internal token', async () => {
    expect((await post(base, 'signup', await form('Eve', 'eve@example.com'), null)).status).toBe(401);
    expect((await fetch(`${base}/auth/captcha`)).status).toBe(401);
  });
});
