// The authorization server's flows behind /api/v2/oauth (ADR 24): the authorization screen's facts, the member's
// answer, the token endpoint, revocation, and the lookup that turns a Bearer token into its member.
import OAuth2Server from '@node-oauth/oauth2-server';
import { z } from 'zod';
import {
  ACCESS_TOKEN_SECONDS,
  AUTHORIZATION_CODE_SECONDS,
  AuthorizeDecision,
  parseScopes,
  REFRESH_TOKEN_SECONDS,
  SCOPE_DESCRIPTIONS,
  type AuthorizeInfo,
  type Scope,
} from '@tsuzuki/events/oauth';
import type { Actor } from '@tsuzuki/events';
import { UnauthorizedError, ValidationError } from '../../errors.ts';
import type { AuthContext } from '../auth/context.ts';
import { parseBody } from '../auth/inputs.ts';
import { INVALID_SESSION, memberOf } from '../auth/sessions.ts';
import { newToken } from '../auth/tokens.ts';
import { findClient, newGrantId, type OAuthClient } from './clients.ts';
import { authenticateClient, grantEnded, oauthModel, storeToken, tokenRow } from './model.ts';

/** What the token and revoke endpoints answer, passed through by the query-service as it is. */
export interface EndpointAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** The grant whose tokens the request ended (REVOKED_GRANT_HEADER), for the query-service's cache only. */
  revokedGrant?: string | null;
}

const Params = z.record(z.string(), z.string().max(4000));
const EndpointInput = z.object({ params: Params, authorization: z.string().max(4000).optional() });
const InfoInput = z.object({ userId: z.number().int().positive(), params: Params });
const DecisionInput = z.object({ userId: z.number().int().positive(), decision: AuthorizeDecision });

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };
// Last-used times are written at most this often per token: every API call must not be a write.
const LAST_USED_GRANULARITY = '1 minute';

export function oauthFlows(ctx: AuthContext) {
  const model = oauthModel(ctx.pool, ctx.clock);
  const server = new OAuth2Server({
    model,
    accessTokenLifetime: ACCESS_TOKEN_SECONDS,
    refreshTokenLifetime: REFRESH_TOKEN_SECONDS,
    authorizationCodeLifetime: AUTHORIZATION_CODE_SECONDS,
    allowEmptyState: true,
    alwaysIssueNewRefreshToken: true,
    // A public client has no secret: with PKCE for the code, with nothing but its id for a refresh (its refresh token
    // is the credential, and rotation with reuse detection guards it).
    requireClientAuthentication: { refresh_token: false },
  });

  /**
   * The client and redirect URI of an authorization request, or the message for a request that must not be answered
   * by a redirect (RFC 6749 §4.1.2.1: an unknown client or a redirect URI not registered goes nowhere).
   */
  async function requested(
    params: Record<string, string | undefined>,
  ): Promise<{ client: OAuthClient; redirectUri: string } | { message: string }> {
    const client = await findClient(ctx.pool, params.client_id);
    if (!client) return { message: 'This app is not registered, or it was deleted by its developer.' };
    const redirectUri = params.redirect_uri || client.redirectUri;
    if (redirectUri !== client.redirectUri) return { message: `The redirect URI does not match the one ${client.name} registered.` };
    return { client, redirectUri };
  }

  /** Where the browser goes with an answer: the query for a code, the fragment for an implicit token (RFC 6749 §4.2.2). */
  function redirectWith(redirectUri: string, responseType: 'code' | 'token', values: Record<string, string | undefined>): string {
    const url = new URL(redirectUri);
    const pairs = Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined);
    if (responseType === 'token') url.hash = new URLSearchParams(pairs).toString();
    else for (const [k, v] of pairs) url.searchParams.set(k, v);
    return url.toString();
  }

  return {
    async info(body: unknown): Promise<AuthorizeInfo> {
      const { params } = parseBody(InfoInput, body);
      const found = await requested(params);
      if ('message' in found) return { ok: false, message: found.message };
      const responseType = params.response_type;
      if (responseType !== 'code' && responseType !== 'token')
        return { ok: false, message: 'The app asked for an unsupported response_type: use code or token.' };
      const scopes = parseScopes(params.scope);
      if (!scopes) return { ok: false, message: 'The app asked for a scope that does not exist.' };
      if (found.client.public && responseType === 'code' && !params.code_challenge) {
        return { ok: false, message: 'This app keeps no secret, so it must use PKCE (a code_challenge), and it did not send one.' };
      }
      const owner = await memberOf(ctx, found.client.ownerId);
      return {
        ok: true,
        client: { id: found.client.id, name: found.client.name, ownerName: owner?.name ?? null, public: found.client.public },
        scopes: scopes.map((name) => ({ name, description: SCOPE_DESCRIPTIONS[name] })),
        redirectUri: found.redirectUri,
        responseType,
      };
    },

    /** The member approved or cancelled: where to send the browser. */
    async decide(body: unknown): Promise<{ redirect: string }> {
      const { userId, decision } = parseBody(DecisionInput, body);
      const params = {
        ...decision,
        client_id: String(decision.client_id),
        approve: undefined,
      } as Record<string, string | undefined>;
      const found = await requested(params);
      if ('message' in found) throw new ValidationError({ client_id: [found.message] }, found.message);
      const { client, redirectUri } = found;
      const type = decision.response_type;
      const fail = (error: string, description: string) => ({
        redirect: redirectWith(redirectUri, type, { error, error_description: description, state: decision.state }),
      });
      if (!decision.approve) return fail('access_denied', 'The member cancelled the authorization.');
      const scopes = parseScopes(decision.scope);
      if (!scopes) return fail('invalid_scope', 'Requested scope is invalid.');
      if (type === 'token')
        return { redirect: redirectWith(redirectUri, 'token', await implicitToken(client, userId, scopes, decision.state)) };
      if (client.public && !decision.code_challenge) return fail('invalid_request', 'A public client must send a PKCE code_challenge.');

      const request = new OAuth2Server.Request({
        method: 'POST',
        headers: {},
        query: {},
        body: { ...params, client_id: String(client.id), redirect_uri: redirectUri, scope: scopes.join(' ') },
      });
      const response = new OAuth2Server.Response();
      try {
        await server.authorize(request, response, { authenticateHandler: { handle: () => ({ id: userId }) } });
      } catch (err) {
        // Errors the library could redirect carry their location; any other is ours to report.
        if (!(err instanceof OAuth2Server.OAuthError) || !response.get('location')) throw err;
      }
      return { redirect: String(response.get('location')) };
    },

    /** POST /api/v2/oauth/token: the code (with secret or PKCE verifier) or a refresh token for a new pair. */
    async token(body: unknown): Promise<EndpointAnswer> {
      const { params, authorization } = parseBody(EndpointInput, body);
      const request = new OAuth2Server.Request({
        method: 'POST',
        query: {},
        body: params,
        // The query-service accepted JSON or a form; the library reads a form.
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': '1',
          ...(authorization ? { authorization } : {}),
        },
      });
      const response = new OAuth2Server.Response();
      let answer: EndpointAnswer;
      try {
        await server.token(request, response);
        answer = { status: response.status ?? 200, headers: { ...NO_STORE }, body: response.body };
      } catch (err) {
        if (!(err instanceof OAuth2Server.OAuthError)) throw err;
        answer = {
          status: err.code,
          headers: { ...NO_STORE, ...(response.headers as Record<string, string>) },
          body: { error: err.name, error_description: err.message },
        };
      }
      return { ...answer, revokedGrant: await grantEnded(ctx.pool, params) };
    },

    /**
     * RFC 7009 revocation: the client names one of its tokens; either token of a pair revokes the pair. An unknown
     * token is answered 200 too, so that the endpoint tells nothing about other tokens.
     */
    async revoke(body: unknown): Promise<EndpointAnswer> {
      const { params, authorization } = parseBody(EndpointInput, body);
      const basic = basicCredentials(authorization);
      const clientId = basic?.id ?? params.client_id;
      const client = await authenticateClient(ctx.pool, clientId, basic?.secret ?? params.client_secret);
      if (!client)
        return {
          status: 401,
          headers: NO_STORE,
          body: { error: 'invalid_client', error_description: 'Invalid client: client is invalid' },
        };
      const token = params.token;
      if (!token)
        return { status: 400, headers: NO_STORE, body: { error: 'invalid_request', error_description: 'Missing parameter: `token`' } };
      const row = (await tokenRow(ctx.pool, 'access_hash', token)) ?? (await tokenRow(ctx.pool, 'refresh_hash', token));
      if (!row || Number(row.client_id) !== client.id) return { status: 200, headers: NO_STORE, body: {} };
      await ctx.pool.query('UPDATE command_service.oauth_tokens SET revoked_at = $2 WHERE access_hash = $1 AND revoked_at IS NULL', [
        row.access_hash,
        ctx.clock(),
      ]);
      return { status: 200, headers: NO_STORE, body: {}, revokedGrant: row.grant_id };
    },

    /** The member, scopes and app behind a Bearer token; refused with AniList's "Invalid token". */
    async resource(body: unknown): Promise<{
      actor: Extract<Actor, { kind: 'user' }>;
      scopes: Scope[];
      clientId: number;
      grantId: string;
      rateLimit: number;
      expiresAt: string;
    }> {
      const { token } = parseBody(z.object({ token: z.string().min(1).max(500) }), body);
      const now = ctx.clock();
      const row = await tokenRow(ctx.pool, 'access_hash', token);
      if (!row || row.revoked_at || row.access_expires_at <= now) throw new UnauthorizedError(INVALID_SESSION);
      const client = await findClient(ctx.pool, row.client_id);
      const member = client && (await memberOf(ctx, Number(row.user_id)));
      if (!client || !member) throw new UnauthorizedError(INVALID_SESSION);
      await ctx.pool.query(
        `UPDATE command_service.oauth_tokens SET last_used_at = $2
          WHERE access_hash = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '${LAST_USED_GRANULARITY}')`,
        [row.access_hash, now],
      );
      return {
        actor: member.actor,
        scopes: row.scopes,
        clientId: client.id,
        grantId: row.grant_id,
        rateLimit: client.rateLimit,
        expiresAt: row.access_expires_at.toISOString(),
      };
    },
  };

  /** The implicit grant (response_type=token), which the library does not implement: a token, no refresh token. */
  async function implicitToken(client: OAuthClient, userId: number, scopes: Scope[], state: string | undefined) {
    const now = ctx.clock();
    const accessToken = newToken();
    const accessTokenExpiresAt = new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000);
    await storeToken(ctx.pool, { accessToken, accessTokenExpiresAt, scope: scopes }, client.id, { id: userId, grantId: newGrantId() }, now);
    return { access_token: accessToken, token_type: 'Bearer', expires_in: String(ACCESS_TOKEN_SECONDS), scope: scopes.join(' '), state };
  }
}

export type OAuthFlows = ReturnType<typeof oauthFlows>;

function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)$/i);
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
}
