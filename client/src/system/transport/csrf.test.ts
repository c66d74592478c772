import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, refreshCsrfToken } from './csrf.ts';
import { sendGraphQL } from './graphql.ts';

describe('the CSRF token bound to the session', () => {
  it('goes with queries too, and an answer that brings a fresh one (a login, a logout) replaces it', async () => {
    const sent: (string | null)[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      // The home page, re-read for a fresh token (core §7).
      if (String(url) === '/') return new Response('<head><meta name="csrf-token" content="page-token"></head>');
      sent.push(new Headers(init?.headers).get(CSRF_HEADER));
      const fresh = sent.length === 2 ? { [CSRF_HEADER]: 'member-token' } : undefined;
      return new Response(JSON.stringify({ data: { ok: true } }), { headers: fresh });
    }) as typeof fetch;
    try {
      await refreshCsrfToken();
      await sendGraphQL({ documentId: 'q1', text: null, name: 'MediaQuery', kind: 'query', variables: {} });
      await sendGraphQL({ documentId: 'm1', text: null, name: 'logInMutation', kind: 'mutation', variables: {} });
      await sendGraphQL({ documentId: 'm2', text: null, name: 'SaveMutation', kind: 'mutation', variables: {} });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(sent).toEqual(['page-token', 'page-token', 'member-token']);
  });
});
