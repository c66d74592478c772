// The JSON routes of the third-party API's settings and authorization screen (events/src/oauth.ts): the session
// cookie and the CSRF header, like every write of the site, not GraphQL.
import {
  APPS_PATHS,
  OAUTH_PATHS,
  type AppInput,
  type AuthorizedApp,
  type AuthorizeDecision,
  type AuthorizeInfo,
  type DeveloperApp,
  type DeveloperAppWithSecret,
} from '@tsuzuki/events/oauth';
import { fetchWithCsrf } from '../../system/transport/csrf.ts';
import { INTERNAL_SERVER_ERROR } from '../../system/transport/errors.ts';

/** A refused call: the first error's message and status, and its field messages when the input was refused. */
export class AppsApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly validation: Readonly<Record<string, readonly string[] | string>> = {},
  ) {
    super(message);
    this.name = 'AppsApiError';
  }

  /** Every field message, in order (the server's answer to input the form let through). */
  get validationMessages(): string[] {
    return Object.values(this.validation).flatMap((m) => (Array.isArray(m) ? m : [m as string]));
  }
}

interface ErrorBody {
  errors?: { message?: string; status?: number; validation?: Record<string, readonly string[] | string> }[];
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  // Reads carry the token too: it is how the server knows the call comes from the site's own pages, the only place
  // where a member manages apps (never a Bearer token). fetchWithCsrf re-reads a stale token once.
  const response = await fetchWithCsrf(url, { ...init, method, headers });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.ok) return body as T;
  const first = (body as ErrorBody | null)?.errors?.[0];
  throw new AppsApiError(
    first?.message || response.statusText || INTERNAL_SERVER_ERROR,
    first?.status ?? response.status,
    first?.validation,
  );
}

const json = (method: string, value: unknown): RequestInit => ({ method, body: JSON.stringify(value) });

export const listMyApps = () => call<DeveloperApp[]>(APPS_PATHS.mine);
export const createApp = (input: AppInput) => call<DeveloperAppWithSecret>(APPS_PATHS.mine, json('POST', input));
export const getApp = (id: number) => call<DeveloperApp>(APPS_PATHS.one(id));
export const updateApp = (id: number, input: AppInput) => call<DeveloperApp>(APPS_PATHS.one(id), json('PATCH', input));
export const rotateSecret = (id: number) => call<DeveloperAppWithSecret>(APPS_PATHS.rotate(id), { method: 'POST' });
export const deleteApp = (id: number) => call<unknown>(APPS_PATHS.one(id), { method: 'DELETE' });

export const listAuthorizedApps = () => call<AuthorizedApp[]>(APPS_PATHS.authorized);
export const revokeAuthorizedApp = (clientId: number) => call<unknown>(APPS_PATHS.revokeAuthorized(clientId), { method: 'DELETE' });

/** What the authorization screen shows for this request's query string (without the leading ?). */
export const getAuthorizeInfo = (query: string) => call<AuthorizeInfo>(`${OAUTH_PATHS.authorizeInfo}?${query}`);
/** The member's answer; the site answers with where the browser goes next (the app's redirect URI). */
export const sendAuthorizeDecision = (decision: AuthorizeDecision) =>
  call<{ redirect: string }>(OAUTH_PATHS.authorize, json('POST', decision));
