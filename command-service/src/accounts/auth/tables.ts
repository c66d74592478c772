// SQL over the auth tables (schema.sql). Every function takes the pool or a transaction's client.
import type pg from 'pg';
import { LINK_HOURS, SESSION_DAYS, newToken, tokenHash, type LinkPurpose } from './tokens.ts';

export type Db = Pick<pg.ClientBase, 'query'>;

export interface Account {
  userId: number;
  email: string;
  passwordHash: string;
  emailVerifiedAt: Date | null;
}

export interface Session {
  token: string;
  /** ISO timestamp. */
  expiresAt: string;
}

/** A device (the client's random device id) and the address it connected from. */
export interface Device {
  deviceId: string;
  ip: string;
}

const hoursAfter = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);

const ACCOUNT_COLUMNS = 'user_id, email, password_hash, email_verified_at';
type AccountRow = { user_id: string; email: string; password_hash: string; email_verified_at: Date | null };
const toAccount = (row: AccountRow | undefined): Account | null =>
  row ? { userId: Number(row.user_id), email: row.email, passwordHash: row.password_hash, emailVerifiedAt: row.email_verified_at } : null;

export async function accountByEmail(db: Db, email: string): Promise<Account | null> {
  const { rows } = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM command_service.accounts WHERE lower(email) = lower($1)`, [
    email.trim(),
  ]);
  return toAccount(rows[0]);
}

export async function accountById(db: Db, userId: number): Promise<Account | null> {
  const { rows } = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM command_service.accounts WHERE user_id = $1`, [userId]);
  return toAccount(rows[0]);
}

/** Inserts the account; a second insert for the same user (a re-run of the seed) keeps the first. */
export async function insertAccount(db: Db, account: Account): Promise<void> {
  await db.query(
    `INSERT INTO command_service.accounts (user_id, email, password_hash, email_verified_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO NOTHING`,
    [account.userId, account.email, account.passwordHash, account.emailVerifiedAt],
  );
}

export async function markVerified(db: Db, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE command_service.accounts SET email_verified_at = COALESCE(email_verified_at, $2) WHERE user_id = $1', [
    userId,
    now,
  ]);
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE command_service.accounts SET password_hash = $2 WHERE user_id = $1', [userId, passwordHash]);
}

export async function createSession(db: Db, userId: number, device: Device | null, now: Date): Promise<Session> {
  const token = newToken();
  const expiresAt = hoursAfter(now, SESSION_DAYS * 24);
  await db.query(
    `INSERT INTO command_service.sessions (token_hash, user_id, device_id, ip, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [tokenHash(token), userId, device?.deviceId ?? null, device?.ip ?? null, now, expiresAt],
  );
  return { token, expiresAt: expiresAt.toISOString() };
}

/** The live session of `token`: not revoked, not expired. */
export async function findSession(db: Db, token: string, now: Date): Promise<{ userId: number; expiresAt: string } | null> {
  const { rows } = await db.query<{ user_id: string; expires_at: Date }>(
    `SELECT user_id, expires_at FROM command_service.sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [tokenHash(token), now],
  );
  return rows[0] ? { userId: Number(rows[0].user_id), expiresAt: rows[0].expires_at.toISOString() } : null;
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await db.query('UPDATE command_service.sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    tokenHash(token),
    now,
  ]);
}

export async function revokeAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE command_service.sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
}

/** A new single-use link token; the device is the one that asked (sign-up, login attempt), when known. */
export async function createLinkToken(db: Db, purpose: LinkPurpose, userId: number, device: Device | null, now: Date): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO command_service.email_tokens (token_hash, purpose, user_id, device_id, ip, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [tokenHash(token), purpose, userId, device?.deviceId ?? null, device?.ip ?? null, now, hoursAfter(now, LINK_HOURS[purpose])],
  );
  return token;
}

/** Marks the link used and returns whom it was for; null when unknown, expired, used or of another purpose. */
export async function consumeLinkToken(
  db: Db,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<{ userId: number; device: Device | null } | null> {
  const { rows } = await db.query<{ user_id: string; device_id: string | null; ip: string | null }>(
    `UPDATE command_service.email_tokens SET used_at = $3
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id, device_id, ip`,
    [tokenHash(token), purpose, now],
  );
  const row = rows[0];
  if (!row) return null;
  return { userId: Number(row.user_id), device: row.device_id && row.ip ? { deviceId: row.device_id, ip: row.ip } : null };
}

/** Other outstanding links of that purpose stop working (a reset done with one link voids the others). */
export async function voidLinkTokens(db: Db, userId: number, purpose: LinkPurpose, now: Date): Promise<void> {
  await db.query('UPDATE command_service.email_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [
    userId,
    purpose,
    now,
  ]);
}

/** first: no device is known yet; known: the device id or the address was seen before; new: neither. */
export async function deviceStatus(db: Db, userId: number, device: Device): Promise<'first' | 'known' | 'new'> {
  const { rows } = await db.query<{ total: number; matching: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE device_id = $2 OR ip = $3)::int AS matching
     FROM command_service.known_devices WHERE user_id = $1`,
    [userId, device.deviceId, device.ip],
  );
  const { total, matching } = rows[0]!;
  return total === 0 ? 'first' : matching > 0 ? 'known' : 'new';
}

export async function rememberDevice(db: Db, userId: number, device: Device): Promise<void> {
  await db.query('INSERT INTO command_service.known_devices (user_id, device_id, ip) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    userId,
    device.deviceId,
    device.ip,
  ]);
}

// One shared transaction helper for every service.
export { inTransaction } from '@tsuzuki/event-store';
