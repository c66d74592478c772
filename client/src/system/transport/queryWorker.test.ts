import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLPost, PostAnswer } from './post.ts';
import type { WorkerReply, WorkerRequest } from './queryWorker.ts';

// core §7: a background worker performs the main query calls; without one the page sends them itself.

const POST: GraphQLPost = { headers: { 'content-type': 'application/json' }, body: '{"documentId":"q1","variables":{}}' };
const ANSWER: PostAnswer = { status: 200, statusText: 'OK', freshToken: null, body: { data: { Media: { id: 1 } } } };

/** Stands in for the browser's Worker: records what the page posts, and lets the test answer or fail. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: { data: WorkerReply }) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  readonly posted: WorkerRequest[] = [];
  terminated = false;

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }

  postMessage(message: WorkerRequest) {
    this.posted.push(message);
  }

  terminate() {
    this.terminated = true;
  }
}

const pageFetch = vi.fn(async () => Response.json({ data: { from: 'page' } }, { headers: { 'x-csrf-token': 'fresh' } }));

async function freshModule() {
  vi.resetModules();
  return import('./queryWorker.ts');
}

beforeEach(() => {
  FakeWorker.started = [];
  pageFetch.mockClear();
  vi.stubGlobal('fetch', pageFetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the query worker', () => {
  it('performs queries: the page posts the request and gets the parsed answer back', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { sendQuery } = await freshModule();
    const first = sendQuery(POST);
    const second = sendQuery(POST);
    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    expect(worker!.url.pathname).toMatch(/graphqlWorker\.ts$/);
    expect(worker!.posted.map((m) => m.post)).toEqual([POST, POST]);
    // Answers may come in any order; each goes to its own call.
    worker!.onmessage!({ data: { id: worker!.posted[1]!.id, failure: 'Failed to fetch' } });
    worker!.onmessage!({ data: { id: worker!.posted[0]!.id, answer: ANSWER } });
    expect(await first).toEqual(ANSWER);
    await expect(second).rejects.toThrow(new TypeError('Failed to fetch'));
    expect(pageFetch).not.toHaveBeenCalled();
  });

  it('leaves them to the page where there are no workers', async () => {
    const { sendQuery } = await freshModule();
    expect(await sendQuery(POST)).toEqual({ status: 200, statusText: '', freshToken: 'fresh', body: { data: { from: 'page' } } });
    expect(pageFetch).toHaveBeenCalledWith('/graphql', { method: 'POST', credentials: 'include', headers: POST.headers, body: POST.body });
  });

  it('sends from the page what a worker that failed to start was asked, and everything after', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { sendQuery } = await freshModule();
    const waiting = sendQuery(POST);
    const [worker] = FakeWorker.started;
    worker!.onerror!({ preventDefault: () => undefined });
    expect((await waiting).body).toEqual({ data: { from: 'page' } });
    expect((await sendQuery(POST)).body).toEqual({ data: { from: 'page' } });
    expect(worker!.terminated).toBe(true);
    expect(FakeWorker.started).toHaveLength(1);
    expect(pageFetch).toHaveBeenCalledTimes(2);
  });
});

describe('the worker script', () => {
  it('fetches /graphql with the page’s headers and credentials and posts back the parsed answer', async () => {
    const replies: WorkerReply[] = [];
    const scope: { onmessage: ((event: { data: WorkerRequest }) => void) | null; postMessage(reply: WorkerReply): void } = {
      onmessage: null,
      postMessage: (reply) => replies.push(reply),
    };
    vi.stubGlobal('self', scope);
    vi.resetModules();
    await import('./graphqlWorker.ts');
    scope.onmessage!({ data: { id: 3, post: POST } });
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]).toEqual({ id: 3, answer: { status: 200, statusText: '', freshToken: 'fresh', body: { data: { from: 'page' } } } });
    expect(pageFetch).toHaveBeenCalledWith('/graphql', expect.objectContaining({ method: 'POST', credentials: 'include' }));

    pageFetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    scope.onmessage!({ data: { id: 4, post: POST } });
    await vi.waitFor(() => expect(replies).toHaveLength(2));
    expect(replies[1]).toEqual({ id: 4, failure: 'Failed to fetch' });
  });
});
