// The ban dialog's choices (ADR 21): how long, as the moderator picks it; the server takes the end as unix seconds.
export const BAN_DURATIONS = [
  { label: '1 day', days: 1 },
  { label: '3 days', days: 3 },
  { label: '1 week', days: 7 },
  { label: '1 month', days: 30 },
  { label: '3 months', days: 90 },
  { label: '1 year', days: 365 },
  { label: 'Until lifted', days: null },
] as const;

/** The ban's end for a duration chosen now (unix seconds), or null for a ban until lifted. */
export function banExpiry(days: number | null, nowMs = Date.now()): number | null {
  return days === null ? null : Math.floor(nowMs / 1000) + days * 86_400;
}

export interface BanModel {
  readonly id: number;
  readonly reason: string;
  readonly createdAt: number;
  readonly expiresAt: number | null;
  readonly liftedAt: number | null;
  readonly liftReason: string | null;
  readonly inForce: boolean;
}

/** UserModData.bans (Json) as the client reads it; anything else is no ban. */
export function parseBans(value: unknown): BanModel[] {
  return Array.isArray(value)
    ? (value.filter((b) => b && typeof b === 'object' && typeof (b as BanModel).id === 'number') as BanModel[])
    : [];
}

/** "until 8 Apr 2024, 14:00", or "until lifted". */
export function banUntil(expiresAt: number | null): string {
  return expiresAt === null
    ? 'until lifted'
    : `until ${new Date(expiresAt * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`;
}
