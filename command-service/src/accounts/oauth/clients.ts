// The API clients members register at /settings/developer and the apps they have authorised (/settings/apps).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AppInput, type AuthorizedApp, type DeveloperApp, type DeveloperAppWithSecret, type Scope } from '@tsuzuki/events/oauth';
import { ValidationError, NotFoundError } from '../../errors.ts';
import { parseBody } from '../auth/inputs.ts';
import { newToken, tokenHash } from '../auth/tokens.ts';
import type { Db } from '../auth/tables.ts';

export const NO_SUCH_CLIENT = 'This API client does not exist.';
/** Enough for any developer; a bound, so that no member can fill the table. */
export const MAX_APPS_PER_MEMBER = 25;
export const TOO_MANY_APPS = `You can have at most ${MAX_APPS_PER_MEMBER} API clients.`;

/** An API client as the authorization server sees it. */
export interface OAuthClient {
  id: number;
  ownerId: number;
  name: string;
  redirectUri: string;
  public: boolean;
  secretHash: string | null;
  rateLimit: number;
  createdAt: Date;
  secretRotatedAt: Date | null;
}

type ClientRow = {
  id: string;
  owner_id: string;
  name: string;
  redirect_uri: string;
  public: boolean;
  secret_hash: string | null;
  rate_limit: number;
  created_at: Date;
  secret_rotated_at: Date | null;
};
const CLIENT_COLUMNS = 'id, owner_id, name, redirect_uri, public, secret_hash, rate_limit, created_at, secret_rotated_at';
const toClient = (row: ClientRow): OAuthClient => ({
  id: Number(row.id),
  ownerId: Number(row.owner_id),
  name: row.name,
  redirectUri: row.redirect_uri,
  public: row.public,
  secretHash: row.secret_hash,
  rateLimit: row.rate_limit,
  createdAt: row.created_at,
  secretRotatedAt: row.secret_rotated_at,
});

const toDeveloperApp = (c: OAuthClient): DeveloperApp => ({
  id: c.id,
  name: c.name,
  redirectUri: c.redirectUri,
  public: c.public,
  createdAt: c.createdAt.toISOString(),
  secretRotatedAt: c.secretRotatedAt?.toISOString() ?? null,
  rateLimit: c.rateLimit,
});

/** A live (not deleted) client by id; ids arrive from requests as text, so anything not a positive integer is none. */
export async function findClient(db: Db, id: unknown): Promise<OAuthClient | null> {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) return null;
  const { rows } = await db.query<ClientRow>(
    `SELECT ${CLIENT_COLUMNS} FROM command_service.oauth_clients WHERE id = $1 AND deleted_at IS NULL`,
    [n],
  );
  return rows[0] ? toClient(rows[0]) : null;
}

/** The member's own client, or the one answer for "not yours" and "not there" (ids are not secret, but owners are). */
async function ownClient(db: Db, userId: number, id: unknown): Promise<OAuthClient> {
  const client = await findClient(db, id);
  if (!client || client.ownerId !== userId) throw new NotFoundError(NO_SUCH_CLIENT);
  return client;
}

const Owner = z.object({ userId: z.number().int().positive() });
const OwnApp = Owner.extend({ id: z.coerce.number().int().positive() });

export async function listApps(db: Db, body: unknown): Promise<DeveloperApp[]> {
  const { userId } = parseBody(Owner, body);
  const { rows } = await db.query<ClientRow>(
    `SELECT ${CLIENT_COLUMNS} FROM command_service.oauth_clients WHERE owner_id = $1 AND deleted_at IS NULL ORDER BY id`,
    [userId],
  );
  return rows.map((r) => toDeveloperApp(toClient(r)));
}

export async function getApp(db: Db, body: unknown): Promise<DeveloperApp> {
  const { userId, id } = parseBody(OwnApp, body);
  return toDeveloperApp(await ownClient(db, userId, id));
}

export async function registerApp(db: Db, body: unknown): Promise<DeveloperAppWithSecret> {
  const { userId, app } = parseBody(Owner.extend({ app: AppInput }), body);
  const {
    rows: [count],
  } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM command_service.oauth_clients WHERE owner_id = $1 AND deleted_at IS NULL',
    [userId],
  );
  if (count!.n >= MAX_APPS_PER_MEMBER) throw new ValidationError({ name: [TOO_MANY_APPS] }, TOO_MANY_APPS);
  const secret = app.public ? null : newToken();
  const { rows } = await db.query<ClientRow>(
    `INSERT INTO command_service.oauth_clients (owner_id, name, redirect_uri, public, secret_hash) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${CLIENT_COLUMNS}`,
    [userId, app.name, app.redirectUri, app.public, secret && tokenHash(secret)],
  );
  return { app: toDeveloperApp(toClient(rows[0]!)), secret };
}

/** Name and redirect URI; whether a client is public is fixed at registration (its tokens were issued as such). */
export async function updateApp(db: Db, body: unknown): Promise<DeveloperApp> {
  const { userId, id, app } = parseBody(OwnApp.extend({ app: AppInput.pick({ name: true, redirectUri: true }) }), body);
  await ownClient(db, userId, id);
  const { rows } = await db.query<ClientRow>(
    `UPDATE command_service.oauth_clients SET name = $2, redirect_uri = $3 WHERE id = $1 RETURNING ${CLIENT_COLUMNS}`,
    [id, app.name, app.redirectUri],
  );
  return toDeveloperApp(toClient(rows[0]!));
}

/** A new secret; the old one stops working at once. Tokens already issued stay valid (the member approved them). */
export async function rotateSecret(db: Db, body: unknown, now: Date): Promise<DeveloperAppWithSecret> {
  const { userId, id } = parseBody(OwnApp, body);
  const client = await ownClient(db, userId, id);
  if (client.public) throw new ValidationError({ id: ['A public client has no secret.'] }, 'A public client has no secret.');
  const secret = newToken();
  const { rows } = await db.query<ClientRow>(
    `UPDATE command_service.oauth_clients SET secret_hash = $2, secret_rotated_at = $3 WHERE id = $1 RETURNING ${CLIENT_COLUMNS}`,
    [id, tokenHash(secret), now],
  );
  return { app: toDeveloperApp(toClient(rows[0]!)), secret };
}

/** Deletes the client and revokes every token it holds. */
export async function deleteApp(db: Db, body: unknown, now: Date): Promise<{ ok: true }> {
  const { userId, id } = parseBody(OwnApp, body);
  await ownClient(db, userId, id);
  await db.query('UPDATE command_service.oauth_clients SET deleted_at = $2, secret_hash = NULL WHERE id = $1', [id, now]);
  await db.query('UPDATE command_service.oauth_tokens SET revoked_at = $2 WHERE client_id = $1 AND revoked_at IS NULL', [id, now]);
  return { ok: true };
}

/** The apps holding a live token of the member, with the scopes of their newest approval. */
export async function authorizedApps(db: Db, body: unknown, now: Date): Promise<AuthorizedApp[]> {
  const { userId } = parseBody(Owner, body);
  const { rows } = await db.query<{ client_id: string; name: string; scopes: Scope[]; authorized_at: Date; last_used_at: Date | null }>(
    `SELECT DISTINCT ON (t.client_id) t.client_id, c.name, t.scopes,
            min(t.created_at) OVER (PARTITION BY t.client_id) AS authorized_at,
            max(t.last_used_at) OVER (PARTITION BY t.client_id) AS last_used_at
       FROM command_service.oauth_tokens t JOIN command_service.oauth_clients c ON c.id = t.client_id AND c.deleted_at IS NULL
      WHERE t.user_id = $1 AND t.revoked_at IS NULL AND (t.access_expires_at > $2 OR t.refresh_expires_at > $2)
      ORDER BY t.client_id, t.created_at DESC`,
    [userId, now],
  );
  return rows.map((r) => ({
    clientId: Number(r.client_id),
    name: r.name,
    scopes: r.scopes,
    authorizedAt: r.authorized_at.toISOString(),
    lastUsedAt: r.last_used_at?.toISOString() ?? null,
  }));
}

/** Revokes every token the member gave the app; the app must ask again. */
export async function revokeAuthorized(db: Db, body: unknown, now: Date): Promise<{ ok: true }> {
  const { userId, clientId } = parseBody(Owner.extend({ clientId: z.coerce.number().int().positive() }), body);
  await db.query('UPDATE command_service.oauth_tokens SET revoked_at = $3 WHERE user_id = $1 AND client_id = $2 AND revoked_at IS NULL', [
    userId,
    clientId,
    now,
  ]);
  return { ok: true };
}

/** A new grant id: the chain of token pairs one approval starts. */
export const newGrantId = () => randomUUID();
