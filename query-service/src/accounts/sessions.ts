import type { Actor } from '@tsuzuki/events';
import type { AuthClient } from './authClient.ts';

export type UserActor = Extract<Actor, { kind: 'user' }>;

/** How long a looked-up session is trusted without asking again: a logout elsewhere shows within this. */
export const SESSION_CACHE_MS = 5000;
const MAX_ENTRIES = 10_000;

interface Entry {
  until: number;
  actor: Promise<UserActor | null>;
}

/**
 * Turns a session cookie into the user it belongs to through POST /auth/session, remembering the answer
 * for a few seconds per token so a page's burst of requests costs one lookup. Logout evicts at once.
 */
export class SessionResolver {
  private readonly cache = new Map<string, Entry>();

  constructor(
    private readonly auth: AuthClient,
    private readonly ttlMs = SESSION_CACHE_MS,
  ) {}

  /** The user of a live session, or null for a revoked, expired or unknown token. */
  resolve(token: string, requestId?: string): Promise<UserActor | null> {
    const now = Date.now();
    const hit = this.cache.get(token);
    if (hit && hit.until > now) return hit.actor;
    const actor = this.lookup(token, requestId);
    this.remember(token, { until: now + this.ttlMs, actor });
    // A failed lookup (command-service down) must not be remembered as an answer.
    actor.catch(() => this.cache.delete(token));
    return actor;
  }

  evict(token: string): void {
    this.cache.delete(token);
  }

  private async lookup(token: string, requestId?: string): Promise<UserActor | null> {
    // The lookup is a read, so a failed connection is asked once more: the command-service closes a kept-alive
    // connection after 5 s idle, about when this cache asks again, and a request can race the close.
    const ask = () => this.auth.fetch('POST', '/auth/session', { token }, requestId);
    const res = await ask().catch(ask);
    // Any refusal (unknown, revoked, expired or malformed token) makes the request a guest's.
    if (res.status >= 400 && res.status < 500) return null;
    const actor = res.body?.actor as UserActor | undefined;
    if (res.status !== 200 || actor?.kind !== 'user' || typeof actor.id !== 'number') {
      throw new Error(`command-service answered ${res.status} to POST /auth/session`);
    }
    return { kind: 'user', id: actor.id, moderatorRoles: actor.moderatorRoles ?? [], donatorTier: actor.donatorTier ?? 0 };
  }

  private remember(token: string, entry: Entry): void {
    if (this.cache.size >= MAX_ENTRIES) {
      const now = Date.now();
      for (const [key, e] of this.cache) if (e.until <= now) this.cache.delete(key);
      // Still full of live entries: drop the oldest (Map keeps insertion order).
      if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    }
    this.cache.set(token, entry);
  }
}
