import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, DEFAULT_SCOPES, type DeveloperAppWithSecret } from '@tsuzuki/events/oauth';
import { runTsx } from '@tsuzuki/event-store/testing';
import { signUp } from '../auth/signUp.ts';
import { createAuthTestEnv, device, post, type AuthTestEnv } from '../auth/testing.ts';
import { MAX_APPS_PER_MEMBER, TOO_MANY_APPS } from './clients.ts';

let env: AuthTestEnv;
let base: string;
beforeAll(async () => {
  env = await createAuthTestEnv('auth_oauth');
  base = await env.serveAuth();
});
afterAll(async () => env?.close());

let seq = 0;
async function member(): Promise<number> {
  const n = ++seq;
  const password = 'correct horse';
  const { userId } = await signUp(
    env.context,
    {
      userName: `Dev${n}`,
      email: `dev${n}@example.com`,
      password,
      confirmPassword: password,
      ...device('seed', '127.0.0.1'),
    },
    { as: 'system' },
  );
  return userId;
}

const REDIRECT = 'https://app.example/callback';
async function register(owner: number, app: { public?: boolean; redirectUri?: string } = {}): Promise<DeveloperAppWithSecret> {
  const res = await post(base, 'apps/register', { userId: owner, app: { name: 'Shelf', redirectUri: REDIRECT, ...app } });
  expect(res.status).toBe(200);
  return res.body as unknown as DeveloperAppWithSecret;
}

/** The member approves (or not) and the browser is sent to the redirect: its query or fragment as a map. */
async function decide(userId: number, decision: Record<string, unknown>): Promise<Record<string, string>> {
  const res = await post(base, 'oauth/decide', { userId, decision: { approve: true, ...decision } });
  expect(res.status).toBe(200);
  const url = new URL((res.body as { redirect: string }).redirect);
  expect(`${url.origin}${url.pathname}`).toBe(REDIRECT);
  return Object.fromEntries(new URLSearchParams(url.hash ? url.hash.slice(1) : url.search));
}

const token = (params: Record<string, string>, authorization?: string) => post(base, 'oauth/token', { params, authorization });
const resource = (accessToken: string) => post(base, 'oauth/resource', { token: accessToken });
const pkce = () => {
  const verifier = randomBytes(40).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};
type TokenBody = { access_token: string; refresh_token: string; token_type: string; expires_in: number; scope: string };

describe('the authorization code grant', () => {
  it('approves, exchanges the code once with the secret, and the token names the member with the default scopes', async () => {
    const owner = await member();
    const reader = await member();
    const { app, secret } = await register(owner);
    const info = await post(base, 'oauth/info', { userId: reader, params: { client_id: String(app.id), response_type: 'code' } });
    expect(info.body).toMatchObject({
      ok: true,
      client: { id: app.id, name: 'Shelf', ownerName: `Dev${seq - 1}`, public: false },
      redirectUri: REDIRECT,
    });
    expect((info.body as { scopes: { name: string }[] }).scopes.map((s) => s.name)).toEqual(DEFAULT_SCOPES);

    const { code, state } = await decide(reader, { client_id: app.id, response_type: 'code', state: 'xyz' });
    expect(state).toBe('xyz');
    const exchange = {
      grant_type: 'authorization_code',
      client_id: String(app.id),
      client_secret: secret!,
      redirect_uri: REDIRECT,
      code: code!,
    };
    const issued = await token(exchange);
    expect(issued.status).toBe(200);
    const body = issued.body as unknown as TokenBody;
    expect(body).toMatchObject({
      token_type: 'Bearer',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      scope: 'read lists social',
    });
    // A year, as AniList's tokens last (a second may pass between issuing and answering).
    expect(ACCESS_TOKEN_SECONDS - body.expires_in).toBeLessThanOrEqual(1);
    expect(await resource(body.access_token)).toMatchObject({
      status: 200,
      body: { actor: { kind: 'user', id: reader }, scopes: ['read', 'lists', 'social'], clientId: app.id, rateLimit: 90 },
    });
    // A code works once.
    expect(await token(exchange)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // Nothing secret is stored in the clear.
    const { rows } = await env.pool.query('SELECT access_hash FROM command_service.oauth_tokens WHERE user_id = $1', [reader]);
    expect(rows.map((r) => r.access_hash)).toEqual([createHash('sha256').update(body.access_token).digest('hex')]);
  });

  it('refuses a wrong secret, a missing secret and another redirect URI', async () => {
    const owner = await member();
    const { app, secret } = await register(owner);
    const { code } = await decide(owner, { client_id: app.id, response_type: 'code' });
    const exchange = { grant_type: 'authorization_code', client_id: String(app.id), redirect_uri: REDIRECT, code: code! };
    expect(await token({ ...exchange, client_secret: 'nope' })).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
    expect(await token(exchange)).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
    expect(await token({ ...exchange, client_secret: secret!, redirect_uri: 'https://evil.example/cb' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    // HTTP Basic works as well as the body (with a new code: a refused exchange spends the code it tried).
    const basic = `Basic ${Buffer.from(`${app.id}:${secret}`).toString('base64')}`;
    const again = await decide(owner, { client_id: app.id, response_type: 'code' });
    expect(await token({ ...exchange, code: again.code! }, basic)).toMatchObject({ status: 200, body: { token_type: 'Bearer' } });
    // A redirect URI the app did not register is not answered by a redirect at all.
    const bad = await post(base, 'oauth/decide', {
      userId: owner,
      decision: { approve: true, client_id: app.id, response_type: 'code', redirect_uri: 'https://evil.example/cb' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'The redirect URI does not match the one Shelf registered.' } });
  });

  it('sends access_denied back when the member cancels', async () => {
    const owner = await member();
    const { app } = await register(owner);
    expect(await decide(owner, { approve: false, client_id: app.id, response_type: 'code', state: 's1' })).toMatchObject({
      error: 'access_denied',
      state: 's1',
    });
  });
});

describe('public clients and PKCE', () => {
  it('needs a code_challenge, then the verifier instead of a secret', async () => {
    const owner = await member();
    const { app, secret } = await register(owner, { public: true, redirectUri: REDIRECT });
    expect(secret).toBeNull();
    const info = await post(base, 'oauth/info', { userId: owner, params: { client_id: String(app.id), response_type: 'code' } });
    expect(info.body).toMatchObject({ ok: false });
    expect(await decide(owner, { client_id: app.id, response_type: 'code' })).toMatchObject({ error: 'invalid_request' });

    const { verifier, challenge } = pkce();
    const exchangeFor = async () => {
      const { code } = await decide(owner, {
        client_id: app.id,
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        scope: 'lists',
      });
      return { grant_type: 'authorization_code', client_id: String(app.id), redirect_uri: REDIRECT, code: code! };
    };
    // A wrong verifier is refused, and the code it was tried with is spent (an attacker gets one guess).
    const guessed = await exchangeFor();
    expect(await token({ ...guessed, code_verifier: pkce().verifier })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await token({ ...guessed, code_verifier: verifier })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const issued = await token({ ...(await exchangeFor()), code_verifier: verifier });
    expect(issued).toMatchObject({ status: 200, body: { scope: 'read lists' } });
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works, the old one does not, and a replayed refresh token revokes the grant', async () => {
    const owner = await member();
    const { app, secret } = await register(owner);
    const { code } = await decide(owner, { client_id: app.id, response_type: 'code', scope: 'read social' });
    const first = (
      await token({
        grant_type: 'authorization_code',
        client_id: String(app.id),
        client_secret: secret!,
        redirect_uri: REDIRECT,
        code: code!,
      })
    ).body as unknown as TokenBody;
    const refresh = (t: string) =>
      token({ grant_type: 'refresh_token', client_id: String(app.id), client_secret: secret!, refresh_token: t });

    const second = await refresh(first.refresh_token);
    expect(second).toMatchObject({ status: 200, body: { scope: 'read social' } });
    const pair = second.body as unknown as TokenBody;
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    expect((await resource(first.access_token)).status).toBe(401);
    expect(await resource(pair.access_token)).toMatchObject({ status: 200, body: { scopes: ['read', 'social'] } });

    // Someone replays the first refresh token: refused, and the pair issued after it stops working too.
    expect(await refresh(first.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await resource(pair.access_token)).toMatchObject({ status: 401, body: { message: 'Invalid token' } });
    expect((await refresh(pair.refresh_token)).status).toBe(400);
  });
});

describe('a replayed OAuth authorization code revokes the tokens issued from it (RFC 6749 §4.1.2)', () => {
  it('refuses the second exchange and revokes the grant: its first pair and every pair refreshed from it', async () => {
    const owner = await member();
    const { app, secret } = await register(owner);
    const exchangeOf = async () => {
      const { code } = await decide(owner, { client_id: app.id, response_type: 'code' });
      return { grant_type: 'authorization_code', client_id: String(app.id), client_secret: secret!, redirect_uri: REDIRECT, code: code! };
    };
    const refresh = (t: string) =>
      token({ grant_type: 'refresh_token', client_id: String(app.id), client_secret: secret!, refresh_token: t });
    const exchange = await exchangeOf();
    const first = (await token(exchange)).body as unknown as TokenBody;
    const refreshed = (await refresh(first.refresh_token)).body as unknown as TokenBody;
    expect(await resource(refreshed.access_token)).toMatchObject({ status: 200 });
    // Another approval of the same app by the same member is another grant, untouched by this one's replay.
    const other = (await token(await exchangeOf())).body as unknown as TokenBody;

    expect(await token(exchange)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    for (const accessToken of [first.access_token, refreshed.access_token]) {
      expect(await resource(accessToken)).toMatchObject({ status: 401, body: { message: 'Invalid token' } });
    }
    expect(await refresh(refreshed.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await resource(other.access_token)).toMatchObject({ status: 200, body: { actor: { id: owner } } });
    // A request that fails the client's authentication is refused before the code is looked at, and changes nothing.
    const again = await exchangeOf();
    const kept = (await token(again)).body as unknown as TokenBody;
    expect(await token({ ...again, client_secret: 'not the secret' })).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
    expect(await resource(kept.access_token)).toMatchObject({ status: 200 });
  });

  it('leaves no live token when two exchanges of one code race, whichever way they interleave', async () => {
    const owner = await member();
    const { app, secret } = await register(owner);
    for (let round = 0; round < 5; round++) {
      const { code } = await decide(owner, { client_id: app.id, response_type: 'code' });
      const exchange = {
        grant_type: 'authorization_code',
        client_id: String(app.id),
        client_secret: secret!,
        redirect_uri: REDIRECT,
        code: code!,
      };
      const answers = await Promise.all([token(exchange), token(exchange)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const issued = answers.find((a) => a.status === 200)!.body as unknown as TokenBody;
      expect((await resource(issued.access_token)).status).toBe(401);
    }
  });
});

describe('the implicit grant', () => {
  it('puts a token in the redirect fragment, without a refresh token', async () => {
    const owner = await member();
    const { app } = await register(owner);
    const answer = await decide(owner, { client_id: app.id, response_type: 'token', state: 'st' });
    expect(answer).toMatchObject({ token_type: 'Bearer', expires_in: String(ACCESS_TOKEN_SECONDS), state: 'st' });
    expect(answer.refresh_token).toBeUndefined();
    expect(await resource(answer.access_token!)).toMatchObject({ status: 200, body: { actor: { id: owner } } });
  });
});

describe('revocation', () => {
  it('by the app (RFC 7009), by the member in settings, and by deleting the app', async () => {
    const owner = await member();
    const { app, secret } = await register(owner);
    const implicit = async () => (await decide(owner, { client_id: app.id, response_type: 'token' })).access_token!;

    const a = await implicit();
    expect(await post(base, 'oauth/revoke', { params: { token: a, client_id: String(app.id), client_secret: secret! } })).toMatchObject({
      status: 200,
    });
    expect((await resource(a)).status).toBe(401);
    // Another app cannot revoke this app's tokens; an unknown token is answered 200 all the same.
    const b = await implicit();
    const other = await register(owner);
    expect(
      (await post(base, 'oauth/revoke', { params: { token: b, client_id: String(other.app.id), client_secret: other.secret! } })).status,
    ).toBe(200);
    expect((await resource(b)).status).toBe(200);

    const listed = await post(base, 'apps/authorized', { userId: owner });
    expect(listed.body).toEqual([expect.objectContaining({ clientId: app.id, name: 'Shelf', scopes: ['read', 'lists', 'social'] })]);
    await post(base, 'apps/revoke', { userId: owner, clientId: app.id });
    expect((await resource(b)).status).toBe(401);
    expect((await post(base, 'apps/authorized', { userId: owner })).body).toEqual([]);

    const c = await implicit();
    await post(base, 'apps/delete', { userId: owner, id: app.id });
    expect((await resource(c)).status).toBe(401);
    expect(await post(base, 'oauth/info', { userId: owner, params: { client_id: String(app.id), response_type: 'token' } })).toMatchObject({
      body: { ok: false },
    });
  });

  it('refuses a malformed, unknown or expired token with "Invalid token"', async () => {
    expect(await resource('not-a-token')).toMatchObject({ status: 401, body: { message: 'Invalid token' } });
    const owner = await member();
    const { app } = await register(owner);
    const { access_token: token } = await decide(owner, { client_id: app.id, response_type: 'token' });
    expect((await resource(token!)).status).toBe(200);
    // A year later (the lifetime AniList's clients expect).
    await env.pool.query(`UPDATE command_service.oauth_tokens SET access_expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      owner,
    ]);
    expect(await resource(token!)).toMatchObject({ status: 401, body: { message: 'Invalid token' } });
  });
});

describe('the developer settings', () => {
  it('rotating the secret retires the old one at once; only the owner sees or changes an app', async () => {
    const owner = await member();
    const stranger = await member();
    const { app, secret } = await register(owner);
    const rotated = await post(base, 'apps/rotate', { userId: owner, id: app.id });
    const fresh = (rotated.body as unknown as DeveloperAppWithSecret).secret!;
    expect(fresh).not.toBe(secret);
    const { code } = await decide(owner, { client_id: app.id, response_type: 'code' });
    const exchange = { grant_type: 'authorization_code', client_id: String(app.id), redirect_uri: REDIRECT, code: code! };
    expect((await token({ ...exchange, client_secret: secret! })).status).toBe(400);
    expect((await token({ ...exchange, client_secret: fresh })).status).toBe(200);

    const notYours = { status: 404, body: { message: 'This API client does not exist.' } };
    expect(await post(base, 'apps/get', { userId: stranger, id: app.id })).toMatchObject(notYours);
    expect(await post(base, 'apps/rotate', { userId: stranger, id: app.id })).toMatchObject(notYours);
    expect(await post(base, 'apps/update', { userId: stranger, id: app.id, app: { name: 'Mine', redirectUri: REDIRECT } })).toMatchObject(
      notYours,
    );
    expect(
      await post(base, 'apps/update', { userId: owner, id: app.id, app: { name: 'Shelf 2', redirectUri: 'http://localhost:8080/cb' } }),
    ).toMatchObject({ status: 200, body: { name: 'Shelf 2', redirectUri: 'http://localhost:8080/cb' } });
    expect((await post(base, 'apps/list', { userId: owner })).body).toEqual([expect.objectContaining({ id: app.id, name: 'Shelf 2' })]);
  });

  it('checks names and redirect URIs, and bounds the number of apps', async () => {
    const owner = await member();
    const bad = await post(base, 'apps/register', { userId: owner, app: { name: ' ', redirectUri: 'http://example.com/cb' } });
    expect(bad).toMatchObject({
      status: 400,
      body: { validation: { 'app.name': ['A name is required.'], 'app.redirectUri': [expect.stringContaining('https')] } },
    });
    for (const uri of ['javascript:alert(1)', 'https://a.example/cb#frag', 'ftp://a.example']) {
      expect((await post(base, 'apps/register', { userId: owner, app: { name: 'X', redirectUri: uri } })).status).toBe(400);
    }
    expect(
      (await post(base, 'apps/register', { userId: owner, app: { name: 'Desk', redirectUri: 'com.example.desk:/oauth' } })).status,
    ).toBe(200);
    for (let i = 1; i < MAX_APPS_PER_MEMBER; i++) await register(owner);
    expect(await post(base, 'apps/register', { userId: owner, app: { name: 'One more', redirectUri: REDIRECT } })).toMatchObject({
      status: 400,
      body: { message: TOO_MANY_APPS },
    });
    expect(await env.pool.query('SELECT count(*)::int AS n FROM command_service.oauth_clients WHERE owner_id = $1', [owner])).toMatchObject(
      { rows: [{ n: MAX_APPS_PER_MEMBER }] },
    );
  });
});

describe('npm run apps', () => {
  it('lists the API clients and gives one a rate limit of its own', async () => {
    const owner = await member();
    const { app } = await register(owner);
    const env2 = { DATABASE_URL: (env.pool as unknown as { options: { connectionString: string } }).options.connectionString };
    const cli = (...args: string[]) => runTsx(fileURLToPath(new URL('./cli.ts', import.meta.url)), args, env2);
    expect(await cli('rate-limit', String(app.id), '600')).toMatchObject({
      code: 0,
      stdout: `API client ${app.id}: 600 requests a minute per member's token.\n`,
    });
    const listed = await cli('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${app.id}\tShelf\towner ${owner}\tconfidential\t600/min`);
    const { app: other } = await register(owner);
    const { access_token: token } = await decide(owner, { client_id: other.id, response_type: 'token' });
    expect(await resource(token!)).toMatchObject({ body: { rateLimit: 90 } });
    expect(await cli('rate-limit', '999999', '600')).toMatchObject({ code: 2, stderr: 'No API client 999999.\n' });
    expect(await cli('rate-limit', String(app.id), '0')).toMatchObject({ code: 2 });
  });
});
