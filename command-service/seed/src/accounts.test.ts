import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestEnv, device, post, solvedCaptcha, type AuthTestEnv } from '@tsuzuki/command-service/accounts/auth/testing';
import { seedDemoAccounts, seedDemoApp } from './accounts.ts';
import { DEMO_ACCOUNTS, DEMO_APP, DEMO_PASSWORD } from './demoAccounts.ts';
import { openedAt } from './history.ts';

const NOW = new Date('2026-11-21T10:00:00Z');

let env: AuthTestEnv;
let base: string;
beforeAll(async () => {
  env = await createAuthTestEnv('seed_accounts');
  base = await env.serveAuth();
});
afterAll(async () => env?.close());

describe('demo accounts', () => {
  it('are created verified, with their roles, once', async () => {
    expect(await seedDemoAccounts(env.context, NOW)).toBe(5);
    // Stream reads, not the global log: readAll holds back events while other tests' transactions are open.
    const events = async () =>
      (await Promise.all(DEMO_ACCOUNTS.map((a) => env.store.readStream(`user-${a.userId}`)))).flatMap((read) =>
        read.events.map((e) => [e.stream, e.type, e.data]),
      );
    const first = await events();
    expect(first).toEqual(
      expect.arrayContaining([
        ['user-1', 'UserSignedUp', { userId: 1, name: 'Yuki' }],
        ['user-4', 'UserRolesChanged', { userId: 4, moderatorRoles: ['ADMIN'] }],
        ['user-3', 'UserRolesChanged', { userId: 3, moderatorRoles: ['ANIME_DATA'] }],
      ]),
    );
    // Signed up at the demo site's opening, a year before now, a minute apart.
    const signedUp = (await env.store.readStream('user-1')).events.find((e) => e.type === 'UserSignedUp')!;
    expect(signedUp.metadata.occurredAt).toBe(new Date(openedAt(NOW) + 60_000).toISOString());
    expect(openedAt(NOW)).toBe(Date.parse('2025-11-21T00:00:00Z'));
    await seedDemoAccounts(env.context, NOW);
    expect(await events()).toEqual(first);
    const { rows } = await env.pool.query(
      'SELECT user_id, email, email_verified_at IS NOT NULL AS verified FROM command_service.accounts ORDER BY user_id',
    );
    expect(rows).toEqual(DEMO_ACCOUNTS.map((a) => ({ user_id: String(a.userId), email: a.email, verified: true })));
  });

  it('come with a demo API client, id 1, registered once, that the authorization screen can show', async () => {
    await seedDemoAccounts(env.context, NOW);
    // The test site's http://tsuzuki.test cannot be a redirect target; the default http://localhost:3000 can.
    expect(await seedDemoApp(env.context)).toBeNull();
    const local = { ...env.context, config: { ...env.context.config, siteUrl: 'http://localhost:3000' } };
    expect(await seedDemoApp(local)).toBe(1);
    expect(await seedDemoApp(local)).toBeNull();
    const info = await post(base, 'oauth/info', { userId: 1, params: { client_id: '1', response_type: 'token' } });
    expect(info.body).toMatchObject({
      ok: true,
      client: { id: 1, name: DEMO_APP.name, ownerName: 'Admin', public: true },
      redirectUri: 'http://localhost:3000/docs/api',
    });
  });

  it('sign in with the documented password; new members get the next ids', async () => {
    const admin = await post(base, 'login', {
      name: 'admin@tsuzuki.test',
      password: DEMO_PASSWORD,
      captcha: await solvedCaptcha(base),
      ...device('d', '127.0.0.1'),
    });
    expect(admin.status).toBe(200);
    const session = await post(base, 'session', { token: (admin.body.session as { token: string }).token });
    expect(session.body).toMatchObject({ actor: { id: 4, moderatorRoles: ['ADMIN'] } });
    const member = await post(base, 'signup', {
      userName: 'Newcomer',
      email: 'new@example.com',
      password: 'a password',
      confirmPassword: 'a password',
      captcha: await solvedCaptcha(base),
      ...device('d', '127.0.0.1'),
    });
    expect(member.body.userId).toBe(6);
  });
});
