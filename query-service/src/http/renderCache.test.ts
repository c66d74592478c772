import { describe, expect, it } from 'vitest';
import { RenderCache, type AskRaw, type AskRequest } from './renderCache.ts';

const LANDING: AskRequest = { documentId: 'landing', operationName: 'LandingQuery', variables: { season: 'FALL' } };

/** A GraphQL endpoint whose answers the test changes, counting what it was asked. */
function endpoint(answers: Record<string, { status: number; data: unknown }>) {
  const asked: string[] = [];
  const ask: AskRaw = async (request) => {
    asked.push(request.documentId);
    const answer = answers[request.documentId]!;
    return { status: answer.status, text: JSON.stringify({ data: answer.data }) };
  };
  return { ask, asked, answers };
}

/** A page rendered from the landing answer, with the nonce in React's inline script. */
function renderer() {
  const renders: string[] = [];
  const render = async (ask: (r: AskRequest) => Promise<{ data?: unknown }>, nonce: string) => {
    const body = await ask(LANDING);
    renders.push(nonce);
    return { root: `<main>${JSON.stringify(body.data)}</main><script nonce="${nonce}"></script>`, head: '', styles: '', body: '' };
  };
  return { render, renders };
}

const options = { maxBytes: 1024 * 1024, ttlMs: 30_000 };

describe('the cache of rendered pages', () => {
  it('serves a kept page again once its answers are asked again and unchanged, with each answer its own nonce', async () => {
    const cache = new RenderCache(options);
    const api = endpoint({ landing: { status: 200, data: { trending: 3 } } });
    const { render, renders } = renderer();
    const first = await cache.page('/', 'n1', api.ask, render);
    const second = await cache.page('/', 'n2', api.ask, render);
    expect(renders).toHaveLength(1);
    expect(api.asked).toEqual(['landing', 'landing']);
    expect(first?.root).toBe('<main>{"trending":3}</main><script nonce="n1"></script>');
    expect(second?.root).toBe('<main>{"trending":3}</main><script nonce="n2"></script>');
    expect(cache.figures()).toMatchObject({ rendered: 1, served: 1, stale: 0, pages: 1 });
  });

  it('renders anew when an answer the page read has changed', async () => {
    const cache = new RenderCache(options);
    const api = endpoint({ landing: { status: 200, data: { trending: 3 } } });
    const { render, renders } = renderer();
    await cache.page('/', 'n1', api.ask, render);
    api.answers.landing = { status: 200, data: { trending: 4 } };
    const page = await cache.page('/', 'n2', api.ask, render);
    expect(renders).toHaveLength(2);
    expect(page?.root).toContain('{"trending":4}');
    expect(cache.figures()).toMatchObject({ rendered: 2, served: 0, stale: 1, pages: 1 });
    // The page rendered anew is the one kept.
    expect((await cache.page('/', 'n3', api.ask, render))?.root).toContain('{"trending":4}');
    expect(renders).toHaveLength(2);
  });

  it('keeps no page rendered from a refused answer, and none the entry gave up on', async () => {
    const cache = new RenderCache(options);
    const api = endpoint({ landing: { status: 503, data: null } });
    const { render, renders } = renderer();
    await cache.page('/', 'n1', api.ask, render);
    await cache.page('/', 'n2', api.ask, render);
    expect(renders).toHaveLength(2);
    const nothing = async () => null;
    expect(await cache.page('/search/anime', 'n1', api.ask, nothing)).toBeNull();
    expect(cache.figures()).toMatchObject({ rendered: 2, pages: 0 });
  });

  it('renders a page asked for twice at once only once', async () => {
    const cache = new RenderCache(options);
    const api = endpoint({ landing: { status: 200, data: { trending: 3 } } });
    const { render, renders } = renderer();
    const [a, b] = await Promise.all([cache.page('/', 'n1', api.ask, render), cache.page('/', 'n2', api.ask, render)]);
    expect(renders).toHaveLength(1);
    expect(a?.root).toContain('nonce="n1"');
    expect(b?.root).toContain('nonce="n2"');
  });

  it('renders anew after the lifetime, for what the page read of the clock', async () => {
    let now = 1000;
    const cache = new RenderCache({ ...options, now: () => now });
    const api = endpoint({ landing: { status: 200, data: { trending: 3 } } });
    const { render, renders } = renderer();
    await cache.page('/', 'n1', api.ask, render);
    now += 29_000;
    await cache.page('/', 'n2', api.ask, render);
    expect(renders).toHaveLength(1);
    now += 2_000;
    await cache.page('/', 'n3', api.ask, render);
    expect(renders).toHaveLength(2);
  });

  it('checks an answer kept in memory without asking for it', async () => {
    const api = endpoint({ landing: { status: 200, data: { trending: 3 } } });
    let inMemory: string | null = null;
    const cache = new RenderCache(options, () => (inMemory === null ? null : { status: 200, text: inMemory }));
    const { render, renders } = renderer();
    await cache.page('/', 'n1', api.ask, render);
    inMemory = JSON.stringify({ data: { trending: 3 } });
    await cache.page('/', 'n2', api.ask, render);
    expect(api.asked).toEqual(['landing']);
    expect(renders).toHaveLength(1);
    // What memory holds has changed: the page is rendered anew (asked, as the render asks).
    inMemory = JSON.stringify({ data: { trending: 5 } });
    await cache.page('/', 'n3', api.ask, render);
    expect(renders).toHaveLength(2);
    expect(cache.figures()).toMatchObject({ served: 1, stale: 1 });
  });

  it('for a busy process, serves only a kept page whose answers are in memory and unchanged, asking and rendering nothing', async () => {
    const api = endpoint({ landing: { status: 200, data: { trending: 3 } } });
    let inMemory: string | null = null;
    const cache = new RenderCache(options, () => (inMemory === null ? null : { status: 200, text: inMemory }));
    const { render, renders } = renderer();
    // Nothing kept yet: the skeleton (null), without a render.
    expect(await cache.page('/', 'n1', api.ask, render, true)).toBeNull();
    expect(renders).toHaveLength(0);
    await cache.page('/', 'n2', api.ask, render);
    // Kept, but its answer is not in memory: not asked for, the skeleton.
    expect(await cache.page('/', 'n3', api.ask, render, true)).toBeNull();
    inMemory = JSON.stringify({ data: { trending: 3 } });
    expect((await cache.page('/', 'n4', api.ask, render, true))?.root).toContain('nonce="n4"');
    // Changed in memory: the skeleton, and the page is no longer kept.
    inMemory = JSON.stringify({ data: { trending: 4 } });
    expect(await cache.page('/', 'n5', api.ask, render, true)).toBeNull();
    expect(api.asked).toEqual(['landing']);
    expect(renders).toHaveLength(1);
    expect(cache.figures()).toMatchObject({ served: 1, stale: 1, pages: 0 });
  });

  it('never lets the placeholder of the nonce out', async () => {
    const cache = new RenderCache(options);
    const api = endpoint({ landing: { status: 200, data: { trending: 3 } } });
    const { render, renders } = renderer();
    const page = await cache.page('/', 'fresh', api.ask, render);
    expect(renders[0]).not.toBe('fresh');
    expect(page?.root).not.toContain(renders[0]);
  });
});
