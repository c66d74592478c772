// Seeds the demo accounts through the same sign-up code as the public form, as the system actor: no captcha,
// the email counts as verified. Command ids are derived from the user id, so a second run appends nothing.
import type { Actor } from '@tsuzuki/events';
import type { AuthContext } from '@tsuzuki/command-service/accounts/auth/context';
import { signUp } from '@tsuzuki/command-service/accounts/auth/signUp';
import { RedirectUri } from '@tsuzuki/events/oauth';
import { registerApp } from '@tsuzuki/command-service/accounts/oauth/clients';
import { DEMO_ACCOUNTS, DEMO_APP, DEMO_PASSWORD } from './demoAccounts.ts';
import { demoSignUpAt } from './history.ts';

const SYSTEM: Actor = { kind: 'system' };

/** The demo accounts sign up at the demo site's opening (history.ts), a year before `now`. */
export async function seedDemoAccounts(ctx: AuthContext, now: Date): Promise<number> {
  for (const account of DEMO_ACCOUNTS) {
    const at = new Date(demoSignUpAt(now, account.userId));
    await signUp(
      ctx,
      {
        userName: account.name,
        email: account.email,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        ip: '127.0.0.1',
        deviceId: 'seed',
      },
      { as: 'system', userId: account.userId, commandId: `seed:user:${account.userId}`, occurredAt: at },
    );
    if (account.moderatorRoles.length) {
      await ctx.bus.execute(
        'SetModeratorRoles',
        { userId: account.userId, moderatorRoles: account.moderatorRoles },
        {
          actor: SYSTEM,
          commandId: `seed:roles:${account.userId}`,
          occurredAt: new Date(at.getTime() + 1000),
        },
      );
    }
  }
  return DEMO_ACCOUNTS.length;
}

/**
 * The demo API client (issue 14): a public app of Admin's whose redirect is the site's API docs, so that an
 * authorization link such as /login?apiVersion=v2&client_id=1&response_type=token (core §2) leads to a real screen
 * and back. Registered through the developer settings' own code; the first client of a fresh database is id 1.
 * Null when the database has clients already, or the site's address cannot be a redirect target.
 */
export async function seedDemoApp(ctx: AuthContext): Promise<number | null> {
  const { rows } = await ctx.pool.query('SELECT 1 FROM command_service.oauth_clients LIMIT 1');
  if (rows.length) return null;
  const redirectUri = `${ctx.config.siteUrl.replace(/\/$/, '')}${DEMO_APP.redirectPath}`;
  // A site served over plain http away from this machine cannot be a redirect target (RedirectUri): no demo client.
  if (!RedirectUri.safeParse(redirectUri).success) return null;
  const { app } = await registerApp(ctx.pool, { userId: DEMO_APP.ownerId, app: { name: DEMO_APP.name, redirectUri, public: true } });
  return app.id;
}
