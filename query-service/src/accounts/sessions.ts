import type { Actor } from '@tsuzuki/events';
import type { Scope } from '@tsuzuki/events/oauth';
import type { AuthClient } from './authClient.ts';

export type UserActor = Extract<Actor, { kind: 'user' }>;

/** An API token's member, scopes and app (ADR 24). */
export interface ApiGrant {
  actor: UserActor;
  scopes: Scope[];
  clientId: number;
  /** The approval the token comes from: a replay or a rotation ends tokens of one grant (REVOKED_GRANT_HEADER). */
  grantId: string;
  /** Requests a minute this app's tokens may make. */
  rateLimit: number;
}

/**
 * How long a looked-up session or token is trusted without asking again. An ended one is announced and forgotten at
 * once on every process (accessEnded.ts); an expiry is kept to (an entry lives no longer than its login); what else is
 * not announced shows within this.
 */
export const SESSION_CACHE_MS = 5000;
const MAX_ENTRIES = 10_000;

/** A lookup's answer: whom the secret stands for, and when its login ends (epoch ms; null: not said). */
export interface Found<T> {
  value: T;
  expiresAt: number | null;
}

interface Entry<T> {
  until: number;
  /** The LISTEN connection on ACCESS_ENDED_CHANNEL it was looked up under (0 when no watch is set). */
  connection: number;
  answer: Promise<T | null>;
  /** The answer once it came: what evictWhere tests. */
  settled?: { value: T | null };
}

/**
 * Turns a secret (a session cookie, an API token) into whom it stands for by asking the command-service, remembering
 * the answer for a few seconds per secret so a page's burst of requests costs one lookup. Logout evicts at once in
 * the process it went through, and every process forgets a member's logins when the command-service's tables
 * announce that one of them ended (accessEnded.ts); while that announcement cannot be heard, nothing is remembered.
 */
export class CachedLookup<T> {
  private readonly cache = new Map<string, Entry<T>>();
  /** The connection announcements of ended logins come on (null while down); absent: none is followed. */
  private connection: () => number | null = () => 0;

  constructor(
    /** Whom the secret stands for and when that login ends (epoch ms; null: not said), or null for nobody. */
    private readonly ask: (secret: string, requestId?: string) => Promise<Found<T> | null>,
    /** The member an answer stands for (forgetMember). */
    private readonly memberOf: (value: T) => number,
    private readonly ttlMs = SESSION_CACHE_MS,
  ) {}

  /** Remembers answers only under the connection `connection` names, and nothing while it names none. */
  followedOn(connection: () => number | null): void {
    this.connection = connection;
  }

  /** Whom the secret stands for, or null for a revoked, expired or unknown one. */
  resolve(secret: string, requestId?: string): Promise<T | null> {
    const now = Date.now();
    const connection = this.connection();
    const hit = this.cache.get(secret);
    if (hit && hit.until > now && hit.connection === connection) return hit.answer;
    const found = this.ask(secret, requestId);
    const answer = found.then((f) => f?.value ?? null);
    // An ended login announced while nobody listened is lost: ask every time until the channel is heard again.
    if (connection === null) return answer;
    const entry: Entry<T> = { until: now + this.ttlMs, connection, answer };
    this.remember(secret, entry);
    found.then(
      (f) => {
        entry.settled = { value: f?.value ?? null };
        // A login that ends sooner is trusted only until it ends: an expiry is not announced (accessEnded.ts).
        if (f?.expiresAt != null) entry.until = Math.min(entry.until, f.expiresAt);
      },
      // A failed lookup (command-service down) must not be remembered as an answer.
      () => this.cache.get(secret) === entry && this.cache.delete(secret),
    );
    return answer;
  }

  evict(secret: string): void {
    this.cache.delete(secret);
  }

  /**
   * Forgets every remembered answer `revoked` picks (the tokens of a revoked grant or app), whose secrets this
   * process may not know; a lookup still in flight is forgotten too, as it may have read the row before the revocation.
   */
  evictWhere(revoked: (value: T) => boolean): void {
    for (const [secret, entry] of this.cache) {
      if (!entry.settled || (entry.settled.value !== null && revoked(entry.settled.value))) this.cache.delete(secret);
    }
  }

  /** Forgets every remembered answer for `member`, and every lookup in flight (it may have read before the end). */
  forgetMember(member: number): void {
    this.evictWhere((value) => this.memberOf(value) === member);
  }

  private remember(secret: string, entry: Entry<T>): void {
    if (this.cache.size >= MAX_ENTRIES) {
      const now = Date.now();
      for (const [key, e] of this.cache) if (e.until <= now) this.cache.delete(key);
      // Still full of live entries: drop the oldest (Map keeps insertion order).
      if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    }
    this.cache.set(secret, entry);
  }
}

/** POSTs the secret to the command-service; any 4xx (unknown, revoked, expired, malformed) means nobody. */
async function lookup(auth: AuthClient, path: string, secret: string, requestId?: string): Promise<Record<string, unknown> | null> {
  // The lookup is a read, so a failed connection is asked once more: the command-service closes a kept-alive
  // connection after 5 s idle, about when this cache asks again, and a request can race the close.
  const ask = () => auth.fetch('POST', path, { token: secret }, requestId);
  const res = await ask().catch(ask);
  if (res.status >= 400 && res.status < 500) return null;
  if (res.status !== 200 || !res.body) throw new Error(`command-service answered ${res.status} to POST ${path}`);
  return res.body;
}

function userActor(value: unknown, path: string): UserActor {
  const actor = value as UserActor | undefined;
  if (actor?.kind !== 'user' || typeof actor.id !== 'number') throw new Error(`command-service answered POST ${path} without a member`);
  return { kind: 'user', id: actor.id, moderatorRoles: actor.moderatorRoles ?? [], donatorTier: actor.donatorTier ?? 0 };
}

/** When the command-service says the login ends (an ISO date), in epoch ms; null when it says nothing usable. */
function endsAt(body: Record<string, unknown>): number | null {
  const at = typeof body.expiresAt === 'string' ? Date.parse(body.expiresAt) : NaN;
  return Number.isFinite(at) ? at : null;
}

/** The member of a session cookie. */
export const sessionResolver = (auth: AuthClient, ttlMs?: number) =>
  new CachedLookup<UserActor>(
    async (token, requestId) => {
      const body = await lookup(auth, '/auth/session', token, requestId);
      return body && { value: userActor(body.actor, '/auth/session'), expiresAt: endsAt(body) };
    },
    (actor) => actor.id,
    ttlMs,
  );
export type SessionResolver = CachedLookup<UserActor>;

/**
 * The grant of an API token. Without the moderation scope the member acts without their moderator roles, so every
 * moderator power (commands and moderator-only fields alike) is out of the app's reach by the one rule that guards it.
 */
export const apiTokenResolver = (auth: AuthClient, ttlMs?: number) =>
  new CachedLookup<ApiGrant>(
    async (token, requestId) => {
      const body = await lookup(auth, '/auth/oauth/resource', token, requestId);
      if (!body) return null;
      const actor = userActor(body.actor, '/auth/oauth/resource');
      const scopes = body.scopes as Scope[];
      const grant: ApiGrant = {
        actor: scopes.includes('moderation') ? actor : { ...actor, moderatorRoles: [] },
        scopes,
        clientId: Number(body.clientId),
        grantId: String(body.grantId),
        rateLimit: Number(body.rateLimit),
      };
      return { value: grant, expiresAt: endsAt(body) };
    },
    (grant) => grant.actor.id,
    ttlMs,
  );
export type ApiTokenResolver = CachedLookup<ApiGrant>;
