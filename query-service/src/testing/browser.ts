import { CSRF_HEADER } from '../accounts/csrf.ts';
import type { GraphQLResponse } from './http.ts';

export interface BrowserRequest {
  variables?: Record<string, unknown>;
  /** 'auto' (default): send the CSRF cookie's value as the page would; 'none': send no token; or a given token. */
  csrf?: 'auto' | 'none' | string;
  /** Spec §7: the client sends mutations with `schema: internal`. */
  schema?: 'internal' | 'public';
  headers?: Record<string, string>;
}

/**
 * A browser as far as the query-service can tell: a cookie jar (Set-Cookie in, Cookie out) and the CSRF
 * token it read from GET /api/csrf, replaced by the one an answer brings (a login, a logout), as the client does.
 * `setCookies` keeps every raw Set-Cookie line for attribute assertions.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly setCookies: string[] = [];
  private csrfToken: string | null = null;

  constructor(readonly base: string) {}

  private absorb(res: Response): void {
    const fresh = res.headers.get(CSRF_HEADER);
    if (fresh) this.csrfToken = fresh;
    for (const line of res.headers.getSetCookie()) {
      this.setCookies.push(line);
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = decodeURIComponent(pair!.slice(eq + 1).trim());
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()),
      );
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The headers the page's own requests carry: its cookies, and `extra`. */
  headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    return { ...(cookie ? { cookie } : {}), ...extra };
  }

  async fetch(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
    const res = await fetch(`${this.base}${path}`, { ...init, headers: this.headers(init.headers) });
    this.absorb(res);
    return res;
  }

  /** GET /api/csrf, as the client does when its page came without the meta tag. */
  async readCsrf(): Promise<string> {
    const res = await this.fetch('/api/csrf');
    this.csrfToken = ((await res.json()) as { token: string }).token;
    return this.csrfToken;
  }

  private async tokenFor(csrf: BrowserRequest['csrf']): Promise<string | null> {
    if (csrf === 'none') return null;
    if (csrf && csrf !== 'auto') return csrf;
    return this.csrfToken ?? (await this.readCsrf());
  }

  async gql<D = Record<string, unknown>>(document: string, o: BrowserRequest = {}): Promise<GraphQLResponse<D> & { headers: Headers }> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers };
    const isMutation = /^\s*mutation\b/.test(document);
    if (o.schema === 'internal' || (isMutation && o.schema !== 'public')) headers.schema = 'internal';
    const token = isMutation ? await this.tokenFor(o.csrf) : null;
    if (token) headers[CSRF_HEADER] = token;
    const res = await this.fetch('/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: document, variables: o.variables }),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as GraphQLResponse<D>['body'] };
  }

  /** A JSON route of the site (the API settings), with the CSRF header as the client's fetchWithCsrf sends it. */
  async json<T = unknown>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    o: { csrf?: BrowserRequest['csrf'] } = {},
  ) {
    const token = await this.tokenFor(o.csrf);
    const res = await this.fetch(path, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { [CSRF_HEADER]: token } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as T & GraphQLResponse['body'] };
  }

  /** POST /api/upload/<kind> with raw image bytes. */
  async upload(kind: 'avatar' | 'banner' | 'image', bytes: Uint8Array, o: { csrf?: BrowserRequest['csrf']; type?: string } = {}) {
    const token = await this.tokenFor(o.csrf);
    const res = await this.fetch(`/api/upload/${kind}`, {
      method: 'POST',
      headers: { 'content-type': o.type ?? 'image/png', ...(token ? { [CSRF_HEADER]: token } : {}) },
      body: bytes as Uint8Array<ArrayBuffer>,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & GraphQLResponse['body'] };
  }

  /** GET /api/upload/proxy?url=...: the editor's image proxy, with the session and CSRF token. */
  async proxyImage(url: string, o: { csrf?: BrowserRequest['csrf'] } = {}) {
    const token = await this.tokenFor(o.csrf);
    return this.fetch(`/api/upload/proxy?url=${encodeURIComponent(url)}`, { headers: token ? { [CSRF_HEADER]: token } : {} });
  }
}
