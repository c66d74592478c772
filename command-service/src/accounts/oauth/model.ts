// The storage model @node-oauth/oauth2-server runs the authorization-code and refresh-token grants over. Codes and
// tokens are stored as digests only; each one is shown once, in the answer that issues it.
import type OAuth2Server from '@node-oauth/oauth2-server';
import { parseScopes, type Scope } from '@tsuzuki/events/oauth';
import { newToken, tokenHash } from '../auth/tokens.ts';
import type { Db } from '../auth/tables.ts';
import { findClient, newGrantId, type OAuthClient } from './clients.ts';

/** The member a code or token acts for, with the grant (one approval) it belongs to: rotation keeps the grant. */
export interface GrantUser {
  id: number;
  grantId: string;
}

export const GRANTS = ['authorization_code', 'refresh_token'];

/** The library's view of a client: one exact redirect URI, the grants it may use. */
export const libraryClient = (c: OAuthClient): OAuth2Server.Client => ({
  id: String(c.id),
  redirectUris: [c.redirectUri],
  grants: GRANTS,
  public: c.public,
});

const secretMatches = (c: OAuthClient, secret: string) => c.secretHash !== null && tokenHash(secret) === c.secretHash;

/**
 * `secret` null: the authorization endpoint asking who the client is (no secret there). Otherwise a confidential
 * client must present its secret; a public client has none and proves itself with PKCE (checked by the grant).
 */
export async function authenticateClient(db: Db, id: unknown, secret: string | null | undefined): Promise<OAuthClient | null> {
  const client = await findClient(db, id);
  if (!client) return null;
  if (secret === null || client.public) return client;
  return secret && secretMatches(client, secret) ? client : null;
}

type TokenRow = {
  access_hash: string;
  refresh_hash: string | null;
  client_id: string;
  user_id: string;
  scopes: Scope[];
  grant_id: string;
  access_expires_at: Date;
  refresh_expires_at: Date | null;
  revoked_at: Date | null;
};

/**
 * Stores a token pair of a grant; the plain tokens go back to the library for the answer and nowhere else. Stored
 * first and checked after: a grant revoked meanwhile (revokeGrant marks, then sweeps) is seen by one side or the other,
 * so no pair of a revoked grant stays alive, however the two interleave.
 */
export async function storeToken(
  db: Db,
  token: { accessToken: string; accessTokenExpiresAt: Date; refreshToken?: string; refreshTokenExpiresAt?: Date; scope: readonly string[] },
  clientId: number,
  user: GrantUser,
  now: Date,
): Promise<void> {
  const accessHash = tokenHash(token.accessToken);
  await db.query(
    `INSERT INTO command_service.oauth_tokens
       (access_hash, refresh_hash, client_id, user_id, scopes, grant_id, created_at, access_expires_at, refresh_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      accessHash,
      token.refreshToken ? tokenHash(token.refreshToken) : null,
      clientId,
      user.id,
      token.scope,
      user.grantId,
      now,
      token.accessTokenExpiresAt,
      token.refreshTokenExpiresAt ?? null,
    ],
  );
  await db.query(
    `UPDATE command_service.oauth_tokens t SET revoked_at = g.revoked_at FROM command_service.oauth_revoked_grants g
      WHERE t.access_hash = $1 AND g.grant_id = t.grant_id AND t.revoked_at IS NULL`,
    [accessHash],
  );
}

/**
 * One of the grant's secrets was replayed (a used code, a rotated-away refresh token): someone holds a copy. Every
 * token of the grant stops working, those issued later included (RFC 6749 §4.1.2, RFC 9700 §4.14.2).
 */
export async function revokeGrant(db: Db, grantId: string, now: Date): Promise<void> {
  await db.query('INSERT INTO command_service.oauth_revoked_grants (grant_id, revoked_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    grantId,
    now,
  ]);
  await db.query('UPDATE command_service.oauth_tokens SET revoked_at = $2 WHERE grant_id = $1 AND revoked_at IS NULL', [grantId, now]);
}

/**
 * The grant a token request named, when the request ended tokens of it: the query-service drops that grant's tokens
 * from its lookup cache. A refresh token's grant always (its old pair was rotated away, or the grant revoked); a code's
 * grant when the code was replayed.
 */
export async function grantEnded(db: Db, params: Record<string, string>): Promise<string | null> {
  if (params.grant_type === 'refresh_token' && params.refresh_token)
    return (await tokenRow(db, 'refresh_hash', params.refresh_token))?.grant_id ?? null;
  if (params.grant_type !== 'authorization_code' || !params.code) return null;
  const { rows } = await db.query<{ grant_id: string }>(
    `SELECT c.grant_id FROM command_service.oauth_codes c JOIN command_service.oauth_revoked_grants g USING (grant_id)
      WHERE c.code_hash = $1`,
    [tokenHash(params.code)],
  );
  return rows[0]?.grant_id ?? null;
}

export function oauthModel(db: Db, clock: () => Date): OAuth2Server.AuthorizationCodeModel & OAuth2Server.RefreshTokenModel {
  return {
    generateAccessToken: async () => newToken(),
    generateRefreshToken: async () => newToken(),
    generateAuthorizationCode: async () => newToken(),

    async getClient(id, secret) {
      const client = await authenticateClient(db, id, secret);
      return client ? libraryClient(client) : null;
    },

    async validateScope(_user, _client, scope) {
      return parseScopes(scope?.join(' ')) ?? false;
    },

    async saveAuthorizationCode(code, client, user) {
      const grantId = newGrantId();
      await db.query(
        `INSERT INTO command_service.oauth_codes
           (code_hash, client_id, user_id, redirect_uri, scopes, code_challenge, code_challenge_method, grant_id, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          tokenHash(code.authorizationCode),
          Number(client.id),
          (user as GrantUser).id,
          code.redirectUri,
          code.scope ?? [],
          code.codeChallenge ?? null,
          code.codeChallengeMethod ?? null,
          grantId,
          code.expiresAt,
        ],
      );
      return { ...code, client, user: { id: (user as GrantUser).id, grantId } };
    },

    /** A code already used (exchanged, or spent by a failed exchange) is a replay: refused, and its grant revoked. */
    async getAuthorizationCode(code) {
      const { rows } = await db.query<{
        client_id: string;
        user_id: string;
        redirect_uri: string;
        scopes: string[];
        code_challenge: string | null;
        code_challenge_method: string | null;
        grant_id: string;
        expires_at: Date;
        used_at: Date | null;
      }>(
        `SELECT client_id, user_id, redirect_uri, scopes, code_challenge, code_challenge_method, grant_id, expires_at, used_at
           FROM command_service.oauth_codes WHERE code_hash = $1`,
        [tokenHash(code)],
      );
      const row = rows[0];
      if (!row) return null;
      if (row.used_at) {
        await revokeGrant(db, row.grant_id, clock());
        return null;
      }
      const client = await findClient(db, row.client_id);
      if (!client) return null;
      return {
        authorizationCode: code,
        expiresAt: row.expires_at,
        redirectUri: row.redirect_uri,
        scope: row.scopes,
        client: libraryClient(client),
        user: { id: Number(row.user_id), grantId: row.grant_id } satisfies GrantUser,
        ...(row.code_challenge ? { codeChallenge: row.code_challenge, codeChallengeMethod: row.code_challenge_method ?? 'plain' } : {}),
      };
    },

    /** Single use: of two exchanges racing with one code, only the one that marks it wins, and the other is a replay. */
    async revokeAuthorizationCode(code) {
      const { rowCount } = await db.query('UPDATE command_service.oauth_codes SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL', [
        tokenHash(code.authorizationCode),
        clock(),
      ]);
      if (rowCount === 1) return true;
      await revokeGrant(db, (code.user as GrantUser).grantId, clock());
      return false;
    },

    async saveToken(token, client, user) {
      const grantUser = user as GrantUser;
      const scope = token.scope ?? [];
      await storeToken(db, { ...token, accessTokenExpiresAt: token.accessTokenExpiresAt!, scope }, Number(client.id), grantUser, clock());
      return { ...token, scope, client, user: grantUser };
    },

    async getAccessToken(accessToken) {
      const row = await tokenRow(db, 'access_hash', accessToken);
      if (!row || row.revoked_at) return null;
      const client = await findClient(db, row.client_id);
      if (!client) return null;
      return {
        accessToken,
        accessTokenExpiresAt: row.access_expires_at,
        scope: row.scopes,
        client: libraryClient(client),
        user: { id: Number(row.user_id), grantId: row.grant_id } satisfies GrantUser,
      };
    },

    /**
     * A refresh token that was already rotated away is being replayed: someone holds a copy. Revoke the whole grant
     * (RFC 9700 §4.14.2), so that neither the copy nor the tokens issued after it work.
     */
    async getRefreshToken(refreshToken) {
      const row = await tokenRow(db, 'refresh_hash', refreshToken);
      if (!row) return null;
      if (row.revoked_at) {
        await revokeGrant(db, row.grant_id, clock());
        return null;
      }
      const client = await findClient(db, row.client_id);
      if (!client) return null;
      return {
        refreshToken,
        refreshTokenExpiresAt: row.refresh_expires_at ?? undefined,
        scope: row.scopes,
        client: libraryClient(client),
        user: { id: Number(row.user_id), grantId: row.grant_id } satisfies GrantUser,
      };
    },

    /** Rotation: the used refresh token and the access token issued with it stop working. */
    async revokeToken(token) {
      const { rowCount } = await db.query(
        'UPDATE command_service.oauth_tokens SET revoked_at = $2 WHERE refresh_hash = $1 AND revoked_at IS NULL',
        [tokenHash(token.refreshToken), clock()],
      );
      return rowCount === 1;
    },

    async verifyScope() {
      // Scopes are enforced per mutation by the query-service (events/src/oauth.ts COMMAND_SCOPES), not here.
      return true;
    },
  };
}

export async function tokenRow(db: Db, column: 'access_hash' | 'refresh_hash', token: string): Promise<TokenRow | null> {
  const { rows } = await db.query<TokenRow>(
    `SELECT access_hash, refresh_hash, client_id, user_id, scopes, grant_id, access_expires_at, refresh_expires_at, revoked_at
       FROM command_service.oauth_tokens WHERE ${column} = $1`,
    [tokenHash(token)],
  );
  return rows[0] ?? null;
}
