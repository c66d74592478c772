import { describe, expect, it } from 'vitest';
import { authorizeExample, queryCurl, tokenCurl } from '../ApiDocs/apiExamples.ts';
import { isMutation } from '../ApiDocs/explorerFetcher.ts';
import { tokenInFragment } from '../ApiDocs/returnedToken.ts';
import { checkAppDraft, exampleAuthorizeUrls, formatDay, serverFieldErrors } from '../Developer/developerRules.ts';
import { authorizeDecision, authorizeQuery, loginUrlFor, readAuthorizeParams, redirectTarget } from './authorizeRules.ts';

const ORIGIN = 'https://tsuzuki.example';

describe('the authorization request', () => {
  const search = '?client_id=7&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=code&scope=read%20lists&state=xyz&utm=1';

  it('reads the OAuth parameters and leaves others out', () => {
    expect(readAuthorizeParams(search)).toEqual({
      client_id: '7',
      redirect_uri: 'https://app.example/cb',
      response_type: 'code',
      scope: 'read lists',
      state: 'xyz',
    });
    expect(authorizeQuery(readAuthorizeParams(search))).toBe(
      'client_id=7&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=code&scope=read+lists&state=xyz',
    );
  });

  it('sends a guest to log in with apiVersion=v2 and the same parameters', () => {
    expect(loginUrlFor('?client_id=1&response_type=token')).toBe('/login?apiVersion=v2&client_id=1&response_type=token');
    expect(loginUrlFor('')).toBe('/login?apiVersion=v2');
    // Never twice, whatever came in.
    expect(loginUrlFor('?apiVersion=v2&client_id=1')).toBe('/login?apiVersion=v2&client_id=1');
  });

  it('answers with the request as it came and the member decision', () => {
    const params = readAuthorizeParams(`${search}&code_challenge=abc&code_challenge_method=S256`);
    expect(authorizeDecision(params, 'code', true)).toEqual({
      client_id: '7',
      redirect_uri: 'https://app.example/cb',
      response_type: 'code',
      scope: 'read lists',
      state: 'xyz',
      code_challenge: 'abc',
      code_challenge_method: 'S256',
      approve: true,
    });
    expect(authorizeDecision({ client_id: '3' }, 'token', false)).toEqual({ client_id: '3', response_type: 'token', approve: false });
  });

  it('names where the member goes back: a host, or the app scheme', () => {
    expect(redirectTarget('https://app.example:8443/cb?x=1')).toBe('app.example:8443');
    expect(redirectTarget('http://localhost:3000/cb')).toBe('localhost:3000');
    expect(redirectTarget('com.example.app:/oauth')).toBe('com.example.app:/oauth');
    expect(redirectTarget('not a url')).toBe('not a url');
  });
});

describe('an API client form', () => {
  it('takes what the shared schema takes', () => {
    expect(checkAppDraft({ name: ' My App ', redirectUri: 'https://app.example/cb', public: false })).toEqual({
      ok: true,
      value: { name: 'My App', redirectUri: 'https://app.example/cb', public: false },
    });
    expect(checkAppDraft({ name: 'CLI', redirectUri: 'http://127.0.0.1:8080/cb', public: true }).ok).toBe(true);
    expect(checkAppDraft({ name: 'Phone', redirectUri: 'com.example.app:/callback', public: true }).ok).toBe(true);
  });

  it("shows each field's first message from the schema", () => {
    const refused = checkAppDraft({ name: '  ', redirectUri: 'http://app.example/cb', public: false });
    expect(refused).toEqual({
      ok: false,
      errors: {
        name: 'A name is required.',
        redirectUri: expect.stringContaining('The redirect URI must be an https address'),
      },
    });
    expect(checkAppDraft({ name: 'x'.repeat(61), redirectUri: 'https://a.example/#frag', public: false })).toEqual({
      ok: false,
      errors: { name: 'The name can be at most 60 characters.', redirectUri: expect.stringContaining('without a #fragment') },
    });
    expect(checkAppDraft({ name: 'App', redirectUri: '', public: false })).toEqual({
      ok: false,
      errors: { redirectUri: 'A redirect URI is required.' },
    });
  });

  it("reads the server's field messages", () => {
    expect(serverFieldErrors({ name: ['Taken.'], redirectUri: 'Bad.', other: ['x'] })).toEqual({ name: 'Taken.', redirectUri: 'Bad.' });
    expect(serverFieldErrors({})).toEqual({});
  });
});

describe('example URLs and snippets', () => {
  it('builds authorization URLs for a client, PKCE for a public one', () => {
    const [code, token] = exampleAuthorizeUrls(ORIGIN, { id: 12, redirectUri: 'https://app.example/cb', public: false });
    expect(code!.url).toBe(`${ORIGIN}/api/v2/oauth/authorize?client_id=12&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=code`);
    expect(token!.url).toBe(
      `${ORIGIN}/api/v2/oauth/authorize?client_id=12&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=token`,
    );
    const [pkce] = exampleAuthorizeUrls(ORIGIN, { id: 5, redirectUri: 'com.example.app:/cb', public: true });
    expect(pkce!.label).toBe('Authorization code with PKCE');
    expect(new URL(pkce!.url).searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeExample(ORIGIN, 'token')).toBe(
      `${ORIGIN}/api/v2/oauth/authorize?client_id=CLIENT_ID&redirect_uri=REDIRECT_URI&response_type=token&state=STATE`,
    );
  });

  it('quotes curl bodies for the shell', () => {
    expect(tokenCurl(ORIGIN, { code: "it's" })).toContain(`-d '{\n  "code": "it'\\''s"\n}'`);
    expect(queryCurl(ORIGIN, true)).toContain("-H 'Authorization: Bearer ACCESS_TOKEN'");
    expect(queryCurl(ORIGIN)).not.toContain('Authorization');
  });

  it('tells a mutation from a query for the CSRF header', () => {
    expect(isMutation('mutation { ToggleFollow(userId: 1) { id } }')).toBe(true);
    expect(isMutation('{ Viewer { id } }')).toBe(false);
    expect(isMutation('query A { Viewer { id } } mutation B { ToggleFollow(userId: 1) { id } }', 'B')).toBe(true);
    expect(isMutation('query A { Viewer { id } } mutation B { ToggleFollow(userId: 1) { id } }', 'A')).toBe(false);
    expect(isMutation('mutation {')).toBe(false);
  });

  it('prints days and never-used', () => {
    expect(formatDay('2026-03-04T12:00:00.000Z')).toBe('Mar 4, 2026');
    expect(formatDay(null)).toBe('Never');
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('a token sent back to /docs/api', () => {
  it("is read from the implicit grant's fragment, and nothing else is taken for one", () => {
    expect(tokenInFragment('#access_token=abc.def&token_type=Bearer&expires_in=31536000&scope=read+lists')).toEqual({
      token: 'abc.def',
      scope: 'read lists',
    });
    expect(tokenInFragment('#scopes')).toBeNull();
    expect(tokenInFragment('')).toBeNull();
  });
});
