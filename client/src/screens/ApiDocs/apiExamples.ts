// The examples /docs/api prints, built for the origin the page is served from, so they can be pasted as they are.
import { ACCESS_TOKEN_SECONDS, OAUTH_PATHS } from '@tsuzuki/events/oauth';

export const GRAPHQL_PATH = '/graphql';

/** The query the explorer opens with and the docs show: no token needed. */
export const EXAMPLE_QUERY = `# The five most popular anime. Signed in, add Viewer { id name } to see yourself.
{
  Page(perPage: 5) {
    media(type: ANIME, sort: POPULARITY_DESC) {
      id
      title { romaji }
    }
  }
}`;

/** A shell word in single quotes, for curl lines that can be pasted as they are. */
const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

export function queryCurl(origin: string, token = false): string {
  const body = JSON.stringify({ query: '{ Viewer { id name } }' });
  return [
    `curl -X POST ${origin}${GRAPHQL_PATH}`,
    `  -H 'Content-Type: application/json'`,
    `  -H 'Accept: application/json'`,
    ...(token ? [`  -H 'Authorization: Bearer ACCESS_TOKEN'`] : []),
    `  -d ${quote(body)}`,
  ].join(' \\\n');
}

export function authorizeExample(origin: string, responseType: 'code' | 'token', pkce = false): string {
  const query = new URLSearchParams({ client_id: 'CLIENT_ID', redirect_uri: 'REDIRECT_URI', response_type: responseType });
  if (pkce) {
    query.set('code_challenge', 'CODE_CHALLENGE');
    query.set('code_challenge_method', 'S256');
  }
  query.set('state', 'STATE');
  // The placeholders read better unescaped; a real redirect URI must be percent-encoded.
  return `${origin}${OAUTH_PATHS.authorize}?${query.toString()}`;
}

type Form = Record<string, string>;

/** A token-endpoint call as curl with a JSON body (the endpoint takes a form too, RFC 6749 §3.2). */
export function tokenCurl(origin: string, fields: Form, path: string = OAUTH_PATHS.token): string {
  return [
    `curl -X POST ${origin}${path}`,
    `  -H 'Content-Type: application/json'`,
    `  -H 'Accept: application/json'`,
    `  -d ${quote(JSON.stringify(fields, null, 2))}`,
  ].join(' \\\n');
}

export const CODE_EXCHANGE: Form = {
  grant_type: 'authorization_code',
  client_id: 'CLIENT_ID',
  client_secret: 'CLIENT_SECRET',
  redirect_uri: 'REDIRECT_URI',
  code: 'CODE',
};
export const PKCE_EXCHANGE: Form = {
  grant_type: 'authorization_code',
  client_id: 'CLIENT_ID',
  redirect_uri: 'REDIRECT_URI',
  code: 'CODE',
  code_verifier: 'CODE_VERIFIER',
};
export const REFRESH: Form = {
  grant_type: 'refresh_token',
  client_id: 'CLIENT_ID',
  client_secret: 'CLIENT_SECRET',
  refresh_token: 'REFRESH_TOKEN',
};
export const REVOKE: Form = { client_id: 'CLIENT_ID', client_secret: 'CLIENT_SECRET', token: 'ACCESS_OR_REFRESH_TOKEN' };

export const TOKEN_ANSWER = JSON.stringify(
  {
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    access_token: 'ACCESS_TOKEN',
    refresh_token: 'REFRESH_TOKEN',
    scope: 'read lists social',
  },
  null,
  2,
);

export const IMPLICIT_REDIRECT = `REDIRECT_URI#access_token=ACCESS_TOKEN&token_type=Bearer&expires_in=${ACCESS_TOKEN_SECONDS}&scope=read%20lists%20social&state=STATE`;

/** How a public client makes its PKCE pair in the browser (RFC 7636 §4.1, §4.2: S256). */
export const PKCE_SNIPPET = `const bytes = crypto.getRandomValues(new Uint8Array(32));
const base64url = (data) => btoa(String.fromCharCode(...new Uint8Array(data)))
  .replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
const codeVerifier = base64url(bytes);
const codeChallenge = base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier)));`;

export const ERROR_ANSWER = JSON.stringify({ data: null, errors: [{ message: 'Invalid token', status: 401 }] }, null, 2);
export const RATE_LIMITED_ANSWER = JSON.stringify({ data: null, errors: [{ message: 'Too Many Requests.', status: 429 }] }, null, 2);
