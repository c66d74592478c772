// The CSRF token every call carries (core §7): the query-service writes it into index.html as
// <meta name="csrf-token">. Pages served without it (the Vite dev server) fetch it once from
// GET /api/csrf; after a refused call the token is re-read once from the home page (core §4, §7: the plain fetch
// helper re-reads the home page), or from /api/csrf where the home page carries none. The token is bound to the
// browser's session (ADR 8): an answer that changes the session (Login, Logout) or that saw a stale token (a login in
// another tab) brings the fresh one in the same header, and the page takes it.

import { plainFetch } from './plainFetch.ts';

export const CSRF_HEADER = 'x-csrf-token';

let token: string | null | undefined;
let reading: Promise<string | null> | null = null;

function fromMeta(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') || null;
}

/** The page's token as last read; fetched (once for all the calls waiting on it) when the page came without one. */
export async function csrfToken(): Promise<string | null> {
  if (token === undefined) token = fromMeta();
  if (token === null) return readToken(fetchToken);
  return token;
}

/** Re-read a fresh token (after a refused call) from the home page; the next call to csrfToken() returns it. */
export async function refreshCsrfToken(): Promise<string | null> {
  return readToken(rereadHomePage);
}

/** One read for all the calls waiting on it. */
function readToken(read: () => Promise<string | null>): Promise<string | null> {
  reading ??= read().then((fresh) => {
    token = fresh;
    reading = null;
    return fresh;
  });
  return reading;
}

/** Keeps the fresh token an answer brings (the session changed, or the one sent was stale). */
export function takeFreshToken(response: Response): void {
  keepFreshToken(response.headers.get(CSRF_HEADER));
}

/** Keeps a fresh token an answer brought (the query worker hands it over as text). */
export function keepFreshToken(fresh: string | null): void {
  if (fresh) token = fresh;
}

/** The home page's token, as the spec refreshes it; the token route where the page carries none (the dev server). */
async function rereadHomePage(): Promise<string | null> {
  try {
    const stale = token ? ([CSRF_HEADER, token] as const) : null;
    const response = await plainFetch('GET', '/', { token: stale, accept: 'text/html' });
    const fresh = response.ok ? parseCsrfMeta(await response.text()) : null;
    if (fresh) return fresh;
  } catch {
    // The token route below.
  }
  return fetchToken();
}

async function fetchToken(): Promise<string | null> {
  try {
    const response = await fetch('/api/csrf', { credentials: 'include', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { token?: unknown };
    return typeof body.token === 'string' && body.token ? body.token : null;
  } catch {
    return null;
  }
}

/** The content of <meta name="csrf-token" content="…"> in a page's HTML, in either attribute order. */
export function parseCsrfMeta(html: string): string | null {
  const tag = /<meta\b[^>]*\bname=["']csrf-token["'][^>]*>/i.exec(html)?.[0];
  return (tag && /\bcontent=["']([^"']+)["']/i.exec(tag)?.[1]) || null;
}

/**
 * A same-origin request that changes something outside GraphQL (image uploads): token header, credentials, and
 * one retry with a fresh token when the server refuses it as forbidden.
 */
export async function fetchWithCsrf(url: string, init: RequestInit): Promise<Response> {
  const send = async (csrf: string | null) => {
    const headers = new Headers(init.headers);
    if (csrf) headers.set(CSRF_HEADER, csrf);
    const response = await fetch(url, { ...init, headers, credentials: 'include' });
    takeFreshToken(response);
    return response;
  };
  const response = await send(await csrfToken());
  if (response.status !== 403) return response;
  return send(await refreshCsrfToken());
}
