import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAccountsStack, type AccountsStack } from '../testing/accountsStack.ts';
import { Browser } from '../testing/browser.ts';
import { TEST_INTERNAL_TOKEN } from '../testing/http.ts';

// The session and CSRF rules of the accounts brief, over the real command-service and users projection.
let stack: AccountsStack;
beforeAll(async () => {
  stack = await startAccountsStack('query_session');
});
afterAll(() => stack?.close());

const VIEWER = '{ Viewer { id name } }';
const LOGIN =
  'mutation ($name: String, $password: String, $captcha: String) { Login(name: $name, password: $password, captcha: $captcha) { id name } }';
/** A mutation a guest may send (it ends no session): it runs only when the CSRF rule lets it. */
const GUEST_MUTATION = 'mutation { Logout }';
const cookieLine = (b: Browser, name: string) => b.setCookies.filter((l) => l.startsWith(`${name}=`)).pop();

describe('CSRF token', () => {
  it('is handed out by GET /api/csrf and the served page, a new one each time, each good for this browser', async () => {
    const browser = stack.browser();
    const token = await browser.readCsrf();
    expect(token).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    // A guest's token is bound to the browser's random id, an httpOnly SameSite cookie.
    expect(cookieLine(browser, 'tsuzuki_csrf')).toMatch(/HttpOnly/);
    expect(cookieLine(browser, 'tsuzuki_csrf')).toMatch(/SameSite=Lax/);
    const again = await browser.readCsrf();
    expect(again).not.toBe(token);

    const page = await browser.fetch('/settings/profile');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const meta = /<meta name="csrf-token" content="([^"]+)">/.exec(await page.text())?.[1];
    expect(meta).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    for (const csrf of [token, again, meta!])
      expect((await browser.gql(GUEST_MUTATION, { csrf })).body).toEqual({ data: { Logout: true } });

    // A first visit gets its id and a token bound to it with the page.
    const fresh = stack.browser();
    const html = await (await fresh.fetch('/')).text();
    const first = /<meta name="csrf-token" content="([^"]+)">/.exec(html)![1]!;
    expect(fresh.cookies.get('tsuzuki_csrf')).toBeTruthy();
    expect((await fresh.gql(GUEST_MUTATION, { csrf: first })).body).toEqual({ data: { Logout: true } });
  });

  it('refuses a mutation over cookies without the matching x-csrf-token, with 403 "Forbidden. Invalid CSRF token."', async () => {
    const { browser } = await stack.signUp();
    for (const csrf of ['none', 'not-the-token-of-this-browser-at-all']) {
      const res = await browser.gql('mutation { UpdateUser(about: "forged") { about } }', { csrf });
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual([{ message: 'Forbidden. Invalid CSRF token.', status: 403, extensions: { code: 'FORBIDDEN' } }]);
    }
    const ok = await browser.gql<{ UpdateUser: { about: string } }>('mutation { UpdateUser(about: "mine") { about } }');
    expect(ok.status).toBe(200);
    expect(ok.body.data!.UpdateUser.about).toBe('mine');
  });

  it("asks no token of queries, of requests without the site's cookies, nor of the internal token", async () => {
    const { browser } = await stack.signUp();
    const viewer = await browser.gql<{ Viewer: { name: string } }>(VIEWER);
    expect(viewer.status).toBe(200);

    const cookieless = await fetch(`${stack.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', schema: 'internal' },
      body: JSON.stringify({ query: 'mutation { Logout }' }),
    });
    expect(await cookieless.json()).toEqual({ data: { Logout: true } });

    const system = await fetch(`${stack.base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'tsuzuki_csrf=abcdefghijklmnopqrstuvwxyz',
        'x-internal-token': TEST_INTERNAL_TOKEN,
      },
      body: JSON.stringify({ query: 'mutation { Logout }' }),
    });
    expect(system.status).toBe(200);
  });
});

describe('CSRF token bound to the session (or a signed double-submit)', () => {
  const forbidden = { message: 'Forbidden. Invalid CSRF token.', status: 403, extensions: { code: 'FORBIDDEN' } };

  it('a token minted for one session fails for another, even beside a CSRF cookie that echoes it', async () => {
    const { browser: mine } = await stack.signUp();
    const { browser: theirs } = await stack.signUp();
    const token = await mine.readCsrf();
    const forged = await theirs.gql('mutation { UpdateUser(about: "forged") { about } }', { csrf: token });
    expect(forged.body.errors).toEqual([forbidden]);
    // Someone who can plant cookies (a sibling subdomain, plain http) plants the value they send: a double submit
    // would pass it; a token signed for another session does not.
    theirs.cookies.set('tsuzuki_csrf', token);
    const planted = await theirs.gql('mutation { UpdateUser(about: "forged") { about } }', { csrf: token });
    expect(planted.body.errors).toEqual([forbidden]);
    // A token made up without the site's key fails as well.
    const madeUp = await theirs.gql('mutation { UpdateUser(about: "forged") { about } }', { csrf: `${'a'.repeat(22)}.${'b'.repeat(43)}` });
    expect(madeUp.body.errors).toEqual([forbidden]);
    expect((await theirs.gql<{ Viewer: { about: string | null } }>('{ Viewer { about } }')).body.data!.Viewer.about).not.toBe('forged');
  });

  it('logging in and out rotates it: the answer brings the new token, and the old one is refused', async () => {
    const { email } = await stack.signUp();
    const browser = stack.browser();
    const guestToken = await browser.readCsrf();
    const login = await browser.gql(LOGIN, { variables: { name: email, password: PASSWORD, captcha: await stack.captcha(browser) } });
    const memberToken = login.headers.get('x-csrf-token')!;
    expect(memberToken).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect((await browser.gql('mutation { UpdateUser(about: "x") { about } }', { csrf: guestToken })).body.errors).toEqual([forbidden]);
    expect((await browser.gql('mutation { UpdateUser(about: "in") { about } }', { csrf: memberToken })).body).toEqual({
      data: { UpdateUser: { about: 'in' } },
    });

    const logout = await browser.gql('mutation { Logout }', { csrf: memberToken });
    expect(logout.body).toEqual({ data: { Logout: true } });
    const nextGuestToken = logout.headers.get('x-csrf-token')!;
    // Neither the member's token nor the one of before the login works for the guest the browser is again.
    for (const csrf of [memberToken, guestToken]) expect((await browser.gql(GUEST_MUTATION, { csrf })).body.errors).toEqual([forbidden]);
    expect((await browser.gql(GUEST_MUTATION, { csrf: nextGuestToken })).body).toEqual({ data: { Logout: true } });
  });

  it('an answer to a stale token brings the fresh one, so that the page need not be refused first', async () => {
    const { email } = await stack.signUp();
    const browser = stack.browser();
    const guestToken = await browser.readCsrf();
    await browser.gql(LOGIN, { variables: { name: email, password: PASSWORD, captcha: await stack.captcha(browser) } });
    // Another tab still holds the guest's token: its query answers as usual, with the member's token beside it.
    const query = await browser.gql(VIEWER, { headers: { 'x-csrf-token': guestToken } });
    expect(query.status).toBe(200);
    const fresh = query.headers.get('x-csrf-token')!;
    expect(fresh).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect((await browser.gql('mutation { UpdateUser(about: "tab") { about } }', { csrf: fresh })).status).toBe(200);
    // A good token is not replaced, and a request without our cookies gets none.
    expect((await browser.gql(VIEWER, { headers: { 'x-csrf-token': fresh } })).headers.get('x-csrf-token')).toBeNull();
    const cookieless = await fetch(`${stack.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': guestToken },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(cookieless.headers.get('x-csrf-token')).toBeNull();
  });
});

describe('session cookie', () => {
  it('Login sets an httpOnly, SameSite=Lax session cookie and answers with the viewer', async () => {
    const { email, user } = await stack.signUp();
    const browser = stack.browser();
    const res = await browser.gql<{ Login: { id: number; name: string } }>(LOGIN, {
      variables: { name: email, password: PASSWORD, captcha: await stack.captcha(browser) },
    });
    expect(res.body).toEqual({ data: { Login: user } });
    const line = cookieLine(browser, 'tsuzuki_session')!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/Max-Age=\d+/);
    expect(browser.cookies.get('tsuzuki_device')).toBeTruthy();
    expect((await browser.gql(VIEWER)).body).toEqual({ data: { Viewer: user } });
  });

  it('passes login refusals through with their status and message', async () => {
    const { email } = await stack.signUp();
    const browser = stack.browser();
    const wrong = await browser.gql(LOGIN, {
      variables: { name: email, password: 'not the password', captcha: await stack.captcha(browser) },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors![0]).toMatchObject({ message: 'Invalid login details.', status: 401 });
    const robot = await browser.gql(LOGIN, { variables: { name: email, password: PASSWORD } });
    expect(robot.status).toBe(400);
    expect(robot.body.errors![0]).toMatchObject({
      message: 'Please verify you are not a robot by completing the captcha.',
      status: 400,
      extensions: { code: 'CAPTCHA' },
    });
    expect(browser.cookies.has('tsuzuki_session')).toBe(false);
  });

  it('Logout revokes the session: the old token no longer works, in this browser or any other', async () => {
    const { browser, user } = await stack.signUp();
    const token = browser.cookies.get('tsuzuki_session')!;
    expect((await browser.gql(VIEWER)).body).toEqual({ data: { Viewer: user } });

    const out = await browser.gql('mutation { Logout }');
    expect(out.body).toEqual({ data: { Logout: true } });
    expect(browser.cookies.has('tsuzuki_session')).toBe(false);

    const replay = new Browser(stack.base);
    replay.cookies.set('tsuzuki_session', token);
    const res = await replay.gql(VIEWER);
    expect(res.status).toBe(401);
    expect(res.body.errors).toEqual([expect.objectContaining({ message: 'Invalid token', status: 401 })]);
  });

  it('treats a guest and an unknown session cookie alike: Viewer answers 401 "Invalid token"', async () => {
    const guest = await stack.browser().gql(VIEWER);
    expect(guest.status).toBe(401);
    expect(guest.body.errors![0]).toMatchObject({ message: 'Invalid token', status: 401 });
    const forged = stack.browser();
    forged.cookies.set('tsuzuki_session', 'made-up-session-token-0123456789');
    const res = await forged.gql<{ Media: null }>('{ Viewer { id } }');
    expect(res.body.errors![0]).toMatchObject({ message: 'Invalid token', status: 401 });
    // The rest of the API still answers a guest with such a cookie.
    expect((await forged.gql('{ Page { pageInfo { total } } }')).status).toBe(200);
  });
});
