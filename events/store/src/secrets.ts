import { createHmac } from 'node:crypto';

/**
 * A signing key every process of the site shares: the variable named for it when set (an operator running the
 * services on several hosts sets it), else derived from INTERNAL_TOKEN, which every process of one deployment has,
 * else a fixed development key. Derived, not the token itself: a signature must not help anyone guess the token.
 */
export function sharedKey(env: NodeJS.ProcessEnv, variable: string, purpose: string): string {
  const explicit = env[variable];
  if (explicit) return explicit;
  if (env.INTERNAL_TOKEN) return createHmac('sha256', env.INTERNAL_TOKEN).update(`tsuzuki ${purpose} key`).digest('hex');
  return `tsuzuki-development-${purpose}-key`;
}
