import type pg from 'pg';
import type { Logger } from 'pino';
import { ACCESS_ENDED_CHANNEL, type DomainEvent } from '@tsuzuki/events';

/**
 * Events that change what a member's login stands for: the actor every query process caches per session and token
 * carries the member's moderator roles and donator tier (query-service/src/accounts/sessions.ts).
 */
const CHANGES_LOGINS: ReadonlySet<string> = new Set(['UserRolesChanged', 'UserDonatorTierChanged']);

/** The members whose roles or donator tier the appended events changed. */
export function membersWhoseLoginsChanged(events: readonly DomainEvent[]): number[] {
  const members = new Set<number>();
  for (const e of events) if (CHANGES_LOGINS.has(e.type)) members.add((e.data as { userId: number }).userId);
  return [...members];
}

/**
 * Tells every query process to forget the cached logins of members whose roles or tier just changed (ADR 55), as an
 * ended session is announced. Sent after the append committed, like the doorbell's ring: lost only if this process
 * dies in between, when the caches' own five seconds still bound it.
 */
export async function announceLoginsChanged(pool: pg.Pool, events: readonly DomainEvent[], logger?: Pick<Logger, 'warn'>): Promise<void> {
  const members = membersWhoseLoginsChanged(events);
  if (members.length === 0) return;
  try {
    await pool.query('SELECT pg_notify($1, m::text) FROM unnest($2::bigint[]) AS m', [ACCESS_ENDED_CHANNEL, members]);
  } catch (err) {
    logger?.warn({ err }, 'could not announce changed logins');
  }
}
