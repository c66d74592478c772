import { describe, expect, it } from 'vitest';
import { parseCsrfMeta } from './csrf.ts';
import { errorToast, failsWhole, GraphQLRequestError, serverMessage, shouldRefreshAndRetry, toRequestError } from './errors.ts';
import { IDEMPOTENCY_KEY_HEADER, sendGraphQL } from './graphql.ts';

describe('error toasts (core §8)', () => {
  it('shows a never-closing "Session expired, please refresh" for a 403 beginning "Forbidden."', () => {
    const error = toRequestError([{ message: 'Forbidden. Invalid CSRF token.', status: 403 }], 403);
    expect(errorToast(error)).toEqual({ text: 'Session expired, please refresh', duration: null });
  });

  it('shows validation errors together, separated by blank lines, for 5 seconds', () => {
    const error = toRequestError(
      [
        {
          message: 'Validation error',
          status: 400,
          validation: { userName: ['Username is too short.'], confirmPassword: ['Passwords do not match.'] },
        },
      ],
      400,
    );
    expect(errorToast(error)).toEqual({ text: 'Username is too short.\n\nPasswords do not match.', duration: 5000 });
  });

  it('otherwise shows the first error message, or "Internal Server Error"', () => {
    const error = toRequestError(
      [
        { message: 'Username is already taken.', status: 409 },
        { message: 'second', status: 400 },
      ],
      409,
    );
    expect(errorToast(error)).toEqual({ text: 'Username is already taken.', duration: 5000 });
    expect(errorToast(toRequestError([{ status: 500 }], 500))).toEqual({ text: 'Internal Server Error', duration: 5000 });
    expect(errorToast(undefined)).toEqual({ text: 'Internal Server Error', duration: 5000 });
  });

  it('takes the status from the error, its extensions or the HTTP answer', () => {
    expect(toRequestError([{ message: 'x', extensions: { status: 401 } }], 200).status).toBe(401);
    expect(toRequestError([{ message: 'x' }], 404).status).toBe(404);
  });

  it('gives screens the server message to compose their own texts', () => {
    expect(serverMessage(toRequestError([{ message: 'Invalid login details.', status: 401 }], 401))).toBe('Invalid login details.');
    expect(serverMessage(new GraphQLRequestError('', 500))).toBeNull();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('token refresh and retry', () => {
  it('re-reads the token once for a forbidden mutation', () => {
    expect(shouldRefreshAndRetry(403, 'Forbidden. Invalid CSRF token.', true)).toBe(true);
    expect(shouldRefreshAndRetry(403, 'Forbidden. Invalid CSRF token.', false)).toBe(false);
    expect(shouldRefreshAndRetry(403, 'Not allowed', true)).toBe(false);
  });
  it('and for a 401 that mentions an access token', () => {
    expect(shouldRefreshAndRetry(401, 'Invalid access token', false)).toBe(true);
    expect(shouldRefreshAndRetry(401, 'Invalid token', false)).toBe(false);
  });
  it('reads the token from the page', () => {
    expect(parseCsrfMeta('<head><meta name="csrf-token" content="abc123"></head>')).toBe('abc123');
    expect(parseCsrfMeta("<meta content='xyz' name='csrf-token' />")).toBe('xyz');
    expect(parseCsrfMeta('<meta name="description" content="no">')).toBeNull();
  });
});

describe('mutations and their Idempotency-Key', () => {
  const mutation = {
    documentId: null,
    text: 'mutation M { UpdateUser(about: "x") { id } }',
    name: 'M',
    kind: 'mutation' as const,
    variables: {},
  };

  it('sends a key with every mutation and the same key again when the connection dropped', async () => {
    const seen: (string | null)[] = [];
    const realFetch = globalThis.fetch;
    let calls = 0;
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      if (String(url).startsWith('/api/csrf')) return new Response(JSON.stringify({ token: 't' }));
      seen.push(new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER));
      if (++calls === 1) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ data: { UpdateUser: { id: 1 } } }));
    }) as typeof fetch;
    try {
      expect(await sendGraphQL(mutation)).toEqual({ data: { UpdateUser: { id: 1 } } });
      await sendGraphQL(mutation);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
  });
});

describe('persisted documents', () => {
  it('sends the documentId instead of the text when relay-compiler persisted the document', async () => {
    const bodies: unknown[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      if (String(url).startsWith('/api/csrf')) return new Response(JSON.stringify({ token: 't' }));
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ data: { Media: { id: 1 } } }));
    }) as typeof fetch;
    try {
      await sendGraphQL({ documentId: 'abc', text: null, name: 'MediaQuery', kind: 'query', variables: { id: 1 } });
      await sendGraphQL({ documentId: null, text: 'query Q { Media(id: 1) { id } }', name: 'Q', kind: 'query', variables: {} });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(bodies).toEqual([
      { documentId: 'abc', variables: { id: 1 }, operationName: 'MediaQuery' },
      { query: 'query Q { Media(id: 1) { id } }', variables: {}, operationName: 'Q' },
    ]);
  });
});

describe('queries that fail whole', () => {
  it('refuses a pagination or refetch answer with a failed field, so the list says so instead of ending', () => {
    const busy = [{ message: 'The site is busy.', status: 503 }];
    expect(failsWhole('MediaSearchResultsPaginationQuery', busy, 503)).toBe(true);
    expect(failsWhole('HomeListPreviewRefetchQuery', [{ message: 'x' }], 500)).toBe(true);
    // A route's query keeps its other blocks: the failed one says so where it is read.
    expect(failsWhole('NotificationsQuery', busy, 503)).toBe(false);
    expect(failsWhole('MediaSearchResultsPaginationQuery', [{ message: 'Not Found.', status: 404 }], 404)).toBe(false);
  });
});

describe('a 401 about the access token', () => {
  const query = { documentId: 'q1', text: null, name: 'MediaPageQuery', kind: 'query' as const, variables: { id: 1 } };
  const refused = () => Response.json({ data: null, errors: [{ message: 'Invalid access token', status: 401 }] }, { status: 401 });

  /** The calls the transport makes: the re-read token's, and the query's with the token each one carried. */
  async function calls(answers: (() => Response)[]) {
    const made: string[] = [];
    let read = 0;
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      if (String(url) === '/') {
        made.push('home page');
        return new Response(`<html><head><meta name="csrf-token" content="fresh-${++read}"></head></html>`);
      }
      made.push(`query with ${new Headers(init?.headers).get('x-csrf-token')}`);
      return answers.shift()!();
    }) as typeof fetch;
    try {
      return { made, result: await sendGraphQL(query).catch((error: unknown) => error) };
    } finally {
      globalThis.fetch = realFetch;
    }
  }

  it('re-reads the token once and retries the call once with it (core §8)', async () => {
    const { made, result } = await calls([refused, () => Response.json({ data: { Media: { id: 1 } } })]);
    expect(result).toEqual({ data: { Media: { id: 1 } } });
    const queries = made.filter((call) => call.startsWith('query'));
    expect(queries).toHaveLength(2);
    // Between the refused call and its retry the home page is read again, and the retry carries its token.
    expect(made.at(-2)).toBe('home page');
    expect(queries[1]).toBe(`query with fresh-${made.filter((call) => call === 'home page').length}`);
    expect(queries[0]).not.toBe(queries[1]);
  });

  it('gives up after that one retry', async () => {
    const { made, result } = await calls([refused, refused, refused]);
    expect(result).toMatchObject({ status: 401, message: 'Invalid access token' });
    expect(made.filter((call) => call.startsWith('query'))).toHaveLength(2);
  });
});
