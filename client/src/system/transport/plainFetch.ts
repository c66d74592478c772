// core §7: the second, plain fetch helper beside the GraphQL transport. It issues form-encoded requests (GET, POST,
// PUT, DELETE) with credentials and the page's token header; the transport uses it to re-read the home page for a
// fresh token (csrf.ts).

export type PlainMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface PlainRequest {
  /** Form fields: in the query string of a GET, form-encoded in the body otherwise. */
  readonly fields?: Readonly<Record<string, string>>;
  /** The token header to send, as [name, value]; none when the page holds no token yet. */
  readonly token?: readonly [string, string] | null;
  readonly accept?: string;
}

export function plainFetch(method: PlainMethod, url: string, { fields, token, accept }: PlainRequest = {}): Promise<Response> {
  const headers = new Headers(accept ? { accept } : {});
  if (token) headers.set(token[0], token[1]);
  const form = fields ? new URLSearchParams(fields) : null;
  if (method === 'GET') {
    const query = form?.toString();
    return fetch(query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url, { method, headers, credentials: 'include' });
  }
  // A URLSearchParams body is sent as application/x-www-form-urlencoded.
  return fetch(url, { method, headers, credentials: 'include', ...(form ? { body: form } : {}) });
}
