// Seeds the demo accounts through the same sign-up code as the public form, as the system actor: no captcha,
// the email counts as verified. Command ids are derived from the user id, so a second run appends nothing.
import type { Actor } from '@tsuzuki/events';
import type { AuthContext } from '../accounts/auth/context.ts';
import { signUp } from '../accounts/auth/signUp.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts.ts';

const SYSTEM: Actor = { kind: 'system' };

export async function seedDemoAccounts(ctx: AuthContext): Promise<number> {
  for (const account of DEMO_ACCOUNTS) {
    await signUp(ctx, {
      userName: account.name, email: account.email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, ip: '127.0.0.1', deviceId: 'seed',
    }, { as: 'system', userId: account.userId, commandId: `seed:user:${account.userId}` });
    if (account.moderatorRoles.length) {
      await ctx.bus.execute('SetModeratorRoles', { userId: account.userId, moderatorRoles: account.moderatorRoles }, {
        actor: SYSTEM, commandId: `seed:roles:${account.userId}`,
      });
    }
  }
  return DEMO_ACCOUNTS.length;
}
