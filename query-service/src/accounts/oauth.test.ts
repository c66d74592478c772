import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPS_PATHS, OAUTH_PATHS, type AuthorizeInfo, type AuthorizedApp, type DeveloperApp } from '@tsuzuki/events/oauth';
import { startAccountsStack, type AccountsStack } from '../testing/accountsStack.ts';
import { issueApiToken, TEST_REDIRECT, type IssuedApiToken } from '../testing/apiToken.ts';
import { TEST_INTERNAL_TOKEN } from '../testing/http.ts';

// The third-party API over the real command-service (ADR 24): an app gets a token through the site's pages and
// endpoints, then uses it with `Authorization: Bearer`, as AniList's clients do.
let stack: AccountsStack;
beforeAll(async () => {
  // The site's own limits are high enough for every test here; an app's tokens have the app's (90 by default).
  stack = await startAccountsStack('query_oauth', { rateLimits: { perMinute: 1000, sitePerMinute: 1000 } });
});
afterAll(() => stack?.close());

/** A request as a third-party app sends it: no cookies, a Bearer token, JSON. */
async function asApp(token: string, query: string, variables?: Record<string, unknown>, extra: Record<string, string> = {}) {
  const res = await fetch(`${stack.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}`, ...extra },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; status: number }[] },
  };
}
const INVALID = { message: 'Invalid token', status: 401 };

/** The app refreshes its pair at the public endpoint, with a form body as RFC 6749 has it. */
const refreshOf = (issued: IssuedApiToken, refreshToken: string) =>
  fetch(`${stack.base}${OAUTH_PATHS.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: String(issued.clientId),
      client_secret: issued.secret,
    }),
  });
async function refresh(issued: IssuedApiToken): Promise<{ access_token: string; refresh_token: string }> {
  const res = await refreshOf(issued, issued.refreshToken);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as { access_token: string; refresh_token: string };
}

describe('the authorization screen', () => {
  it("is the client page at AniList's address, and its facts name the app and the scopes", async () => {
    const page = await fetch(`${stack.base}${OAUTH_PATHS.authorize}?client_id=1&response_type=token`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const { browser: developer, user } = await stack.signUp();
    const app = (await developer.json<DeveloperApp>('POST', APPS_PATHS.mine, { name: 'Shelf', redirectUri: TEST_REDIRECT }))
      .body as unknown as { app: DeveloperApp };
    const { browser: member } = await stack.signUp();
    const info = await member.fetch(`${OAUTH_PATHS.authorizeInfo}?client_id=${app.app.id}&response_type=code&scope=read%20lists`);
    expect(await info.json()).toEqual({
      ok: true,
      client: { id: app.app.id, name: 'Shelf', ownerName: user.name, public: false },
      redirectUri: TEST_REDIRECT,
      responseType: 'code',
      scopes: [
        { name: 'read', description: expect.any(String) },
        { name: 'lists', description: expect.any(String) },
      ],
    } satisfies AuthorizeInfo);
    // A guest is told to log in (the screen sends them to /login?apiVersion=v2&...).
    expect((await stack.browser().fetch(`${OAUTH_PATHS.authorizeInfo}?client_id=${app.app.id}&response_type=code`)).status).toBe(401);
  });

  it("takes the member's answer only from the site's page (CSRF), never with a token", async () => {
    const { browser } = await stack.signUp();
    const issued = await issueApiToken(browser);
    const decision = { client_id: issued.clientId, response_type: 'token', approve: true };
    expect((await browser.json('POST', OAUTH_PATHS.authorize, decision, { csrf: 'none' })).status).toBe(403);
    const withToken = await fetch(`${stack.base}${OAUTH_PATHS.authorize}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...issued.headers },
      body: JSON.stringify(decision),
    });
    expect(withToken.status).toBe(403);
    expect((await fetch(`${stack.base}${APPS_PATHS.mine}`, { headers: issued.headers })).status).toBe(403);
  });
});

describe('Bearer tokens', () => {
  it('act as the member on queries and mutations, with no CSRF token and whatever cookies come along', async () => {
    const { browser, user } = await stack.signUp();
    const { accessToken } = await issueApiToken(browser);
    expect((await asApp(accessToken, '{ Viewer { id name } }')).body).toEqual({ data: { Viewer: { id: user.id, name: user.name } } });
    const saved = await asApp(accessToken, 'mutation ($about: String) { UpdateUser(about: $about) { about } }', {
      about: 'Written by an app',
    });
    expect(saved.body).toEqual({ data: { UpdateUser: { about: 'Written by an app' } } });
    // Another member's session cookie on the same request changes nothing: the token decides.
    const { browser: other } = await stack.signUp();
    const cookie = [...other.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await asApp(accessToken, '{ Viewer { id } }', undefined, { cookie })).body).toEqual({ data: { Viewer: { id: user.id } } });
  });

  it('refuse a malformed, unknown or revoked token with 401 "Invalid token" on every request', async () => {
    const { browser } = await stack.signUp();
    const issued = await issueApiToken(browser);
    for (const token of ['not a token', 'bm90LWEtdG9rZW4']) {
      const res = await asApp(token, '{ Page { pageInfo { total } } }');
      expect(res.status).toBe(401);
      expect(res.body.errors).toEqual([expect.objectContaining(INVALID)]);
    }
    const revoked = await fetch(`${stack.base}${OAUTH_PATHS.revoke}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: issued.accessToken, client_id: String(issued.clientId), client_secret: issued.secret }),
    });
    expect(revoked.status).toBe(200);
    // Revoked through this process: refused at once, not after the lookup cache's few seconds, whichever token of the
    // pair the app named.
    expect((await asApp(issued.accessToken, '{ Viewer { id } }')).body.errors).toEqual([expect.objectContaining(INVALID)]);
    const second = await issueApiToken(browser);
    expect((await asApp(second.accessToken, '{ Viewer { id } }')).status).toBe(200);
    await fetch(`${stack.base}${OAUTH_PATHS.revoke}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: second.refreshToken, client_id: second.clientId, client_secret: second.secret }),
    });
    expect((await asApp(second.accessToken, '{ Viewer { id } }')).body.errors).toEqual([expect.objectContaining(INVALID)]);
  });

  it('are held to their scopes: a read-only token cannot change a list or settings', async () => {
    const { browser } = await stack.signUp();
    const { accessToken } = await issueApiToken(browser, 'read');
    expect((await asApp(accessToken, '{ Viewer { id } }')).body.data).toBeTruthy();
    const refused = await asApp(accessToken, 'mutation { UpdateUser(about: "nope") { about } }');
    expect(refused.body.errors).toEqual([expect.objectContaining({ message: 'This app was not given the "lists" scope.', status: 403 })]);
    const about = await browser.gql<{ Viewer: { about: string | null } }>('{ Viewer { about } }');
    expect(about.body.data!.Viewer.about).not.toBe('nope');
  });

  it('refresh with rotation through the public endpoint, with a form body', async () => {
    const { browser, user } = await stack.signUp();
    const issued = await issueApiToken(browser);
    expect((await asApp(issued.accessToken, '{ Viewer { id } }')).status).toBe(200);
    const pair = await refresh(issued);
    expect((await asApp(pair.access_token, '{ Viewer { id } }')).body).toEqual({ data: { Viewer: { id: user.id } } });
    // The rotated-away token stops at once in this process, though it was looked up a moment ago; the command-service
    // refuses it too.
    expect((await asApp(issued.accessToken, '{ Viewer { id } }')).body.errors).toEqual([expect.objectContaining(INVALID)]);
    const lookup = await fetch(`${stack.commandUrl}/auth/oauth/resource`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': TEST_INTERNAL_TOKEN },
      body: JSON.stringify({ token: issued.accessToken }),
    });
    expect(lookup.status).toBe(401);
  });

  it('a replayed OAuth authorization code revokes the tokens issued from it (RFC 6749 §4.1.2), at once in this process', async () => {
    const { browser } = await stack.signUp();
    const issued = await issueApiToken(browser);
    const other = await issueApiToken(browser);
    const refreshed = await refresh(issued);
    // Both in use: this process remembers them for a few seconds.
    for (const token of [refreshed.access_token, other.accessToken]) expect((await asApp(token, '{ Viewer { id } }')).status).toBe(200);
    const replay = await fetch(`${stack.base}${OAUTH_PATHS.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(issued.exchange),
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect(replay.headers.get('x-revoked-grant')).toBeNull();
    // The pair refreshed from the code's grant is refused at once, refresh token included; another grant is untouched.
    expect((await asApp(refreshed.access_token, '{ Viewer { id } }')).body.errors).toEqual([expect.objectContaining(INVALID)]);
    expect((await refreshOf(issued, refreshed.refresh_token)).status).toBe(400);
    expect((await asApp(other.accessToken, '{ Viewer { id } }')).status).toBe(200);
  });

  it("the token endpoint answers an unreadable body in OAuth's shape", async () => {
    const res = await fetch(`${stack.base}${OAUTH_PATHS.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"grant_type": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_request', error_description: 'The request body could not be read.' });
  });

  it('are allowed from other origins without credentials (CORS), as AniList allows', async () => {
    const preflight = await fetch(`${stack.base}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('rate limits', () => {
  it("count per app and member at the app's own limit, with AniList's headers and a 429 with Retry-After", async () => {
    const { browser } = await stack.signUp();
    const first = await issueApiToken(browser);
    const second = await issueApiToken(browser);
    expect((await asApp(first.accessToken, '{ Viewer { id } }')).headers.get('x-ratelimit-limit')).toBe('90');
    // An operator gives an app a limit of its own (oauth_clients.rate_limit): here a small one, set before its token
    // is first used (a looked-up token is remembered for a few seconds with its app's limit).
    const limited = await issueApiToken(browser);
    await stack.env.pool.query('UPDATE command_service.oauth_clients SET rate_limit = 3 WHERE id = $1', [limited.clientId]);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await asApp(limited.accessToken, '{ Viewer { id } }'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers[2]!.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answers[3]!.body.errors).toEqual([expect.objectContaining({ message: 'Too Many Requests.', status: 429 })]);
    // Another app of the same member has its own budget.
    expect((await asApp(second.accessToken, '{ Viewer { id } }')).status).toBe(200);
  });
});

describe('/settings/apps', () => {
  it('lists the apps a member authorised, and revoking one ends its tokens', async () => {
    const { browser } = await stack.signUp();
    const issued = await issueApiToken(browser, 'read social');
    expect((await asApp(issued.accessToken, '{ Viewer { id } }')).status).toBe(200);
    const listed = await browser.json<AuthorizedApp[]>('GET', APPS_PATHS.authorized);
    expect(listed.body).toEqual([expect.objectContaining({ clientId: issued.clientId, name: 'Test app', scopes: ['read', 'social'] })]);
    expect((await browser.json('DELETE', APPS_PATHS.revokeAuthorized(issued.clientId))).status).toBe(200);
    expect((await browser.json<AuthorizedApp[]>('GET', APPS_PATHS.authorized)).body).toEqual([]);
    expect((await asApp(issued.accessToken, '{ Viewer { id } }')).status).toBe(401);
  });
});
