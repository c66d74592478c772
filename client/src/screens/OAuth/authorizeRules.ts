// The authorization screen's rules (issue 14): which query parameters it reads, where a guest is sent to log in
// first, the member's answer as the site takes it, and how the redirect URI is named on screen.
import type { AuthorizeDecision } from '@tsuzuki/events/oauth';

/** The OAuth 2 parameters of an authorization request (RFC 6749 §4.1.1, §4.2.1; RFC 7636 §4.3). */
export const AUTHORIZE_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;
export type AuthorizeParam = (typeof AUTHORIZE_PARAMS)[number];
export type AuthorizeParams = Partial<Record<AuthorizeParam, string>>;

/** The request's OAuth parameters (the first of each), leaving out any others. */
export function readAuthorizeParams(search: string): AuthorizeParams {
  const query = new URLSearchParams(search);
  const params: AuthorizeParams = {};
  for (const name of AUTHORIZE_PARAMS) {
    const value = query.get(name);
    if (value !== null) params[name] = value;
  }
  return params;
}

/** The query string the site's info and decision routes get: the OAuth parameters only, in a fixed order. */
export function authorizeQuery(params: AuthorizeParams): string {
  const query = new URLSearchParams();
  for (const name of AUTHORIZE_PARAMS) if (params[name] !== undefined) query.set(name, params[name]);
  return query.toString();
}

/**
 * A guest is sent to log in with apiVersion=v2 and every parameter of the request, so that the login page (core §2)
 * brings them back here afterwards with the same request.
 */
export function loginUrlFor(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('apiVersion');
  const rest = query.toString();
  return `/login?apiVersion=v2${rest ? `&${rest}` : ''}`;
}

/** The member's answer to the request, as POST /api/v2/oauth/authorize takes it (client_id is coerced there). */
export function authorizeDecision(params: AuthorizeParams, responseType: 'code' | 'token', approve: boolean): AuthorizeDecision {
  const { client_id: clientId = '', response_type: _given, code_challenge_method: method, ...rest } = params;
  // The server checks the method (S256 or plain) and refuses any other with its message.
  const codeChallengeMethod = method as AuthorizeDecision['code_challenge_method'];
  return {
    ...rest,
    ...(codeChallengeMethod ? { code_challenge_method: codeChallengeMethod } : {}),
    client_id: clientId,
    response_type: responseType,
    approve,
  };
}

/**
 * How the screen names where the member is sent back: the host of a web address, or the whole address of an app's
 * own scheme (com.example.app:/callback has no host).
 */
export function redirectTarget(uri: string): string {
  try {
    const url = new URL(uri);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.host;
    return `${url.protocol}${url.pathname}`;
  } catch {
    return uri;
  }
}
