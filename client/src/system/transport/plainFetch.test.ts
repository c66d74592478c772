import { afterEach, describe, expect, it } from 'vitest';
import { plainFetch } from './plainFetch.ts';

describe('the plain fetch helper (core §7)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  /** What the helper hands fetch: URL, method, token header, content type and body as the server would read them. */
  async function sent(...args: Parameters<typeof plainFetch>) {
    let request: Request | undefined;
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      request = new Request(new URL(url, 'http://site.test'), init);
      return new Response('ok');
    }) as typeof fetch;
    await plainFetch(...args);
    const r = request!;
    return {
      url: r.url.replace('http://site.test', ''),
      method: r.method,
      token: r.headers.get('x-csrf-token'),
      type: r.headers.get('content-type'),
      body: r.method === 'GET' ? null : await r.text(),
      credentials: r.credentials,
    };
  }

  it('form-encodes the fields of a POST, PUT or DELETE, with the token header and the cookies', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect(await sent(method, '/api/thing', { fields: { name: 'Yuki & co', n: '2' }, token: ['x-csrf-token', 't1'] })).toEqual({
        url: '/api/thing',
        method,
        token: 't1',
        type: 'application/x-www-form-urlencoded;charset=UTF-8',
        body: 'name=Yuki+%26+co&n=2',
        credentials: 'include',
      });
    }
  });

  it('puts the fields of a GET in the query string', async () => {
    expect(await sent('GET', '/?a=1', { fields: { b: 'x y' } })).toMatchObject({
      url: '/?a=1&b=x+y',
      method: 'GET',
      token: null,
      body: null,
    });
  });
});
