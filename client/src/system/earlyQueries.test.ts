import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingVariables } from '../screens/Landing/landingVariables.ts';
import { mediaPageVariables } from '../screens/MediaPage/mediaPageVariables.ts';
import { HEAD_ENTRIES } from '../screens/User/lists/mediaListVariables.ts';
import { earlyQueries } from './earlyQueries.ts';
import { earlyKey, sendEarly, takeEarlyAnswer } from './transport/earlyAnswers.ts';

const NOW = new Date(2026, 10, 28);
const names = (path: string, loggedIn = false) => earlyQueries(path, loggedIn, NOW).map((q) => q.name);

describe('earlyQueries', () => {
  it("asks for the landing page's query for guests only (members are sent home)", () => {
    const [landing] = earlyQueries('/', false, NOW);
    expect(landing).toMatchObject({ name: 'LandingQuery', variables: landingVariables(NOW) });
    expect(landing!.documentId).toMatch(/^[0-9a-f]{64}$/);
    expect(names('/', true)).toEqual([]);
  });

  it("asks for a media page's query on every sub-page, with the loader's variables", () => {
    for (const path of ['/anime/21', '/anime/21/', '/anime/21/One-Piece', '/anime/21/One-Piece/characters']) {
      expect(earlyQueries(path, false, NOW)).toMatchObject([{ name: 'MediaPageQuery', variables: mediaPageVariables(21, 'ANIME') }]);
    }
    expect(earlyQueries('/manga/7', true, NOW)).toMatchObject([{ variables: mediaPageVariables(7, 'MANGA') }]);
    expect(names('/anime/0')).toEqual([]);
    expect(names('/anime/abc')).toEqual([]);
  });

  it("asks for a profile's header and overview, by name or by id", () => {
    expect(earlyQueries('/user/Yuki', false, NOW)).toMatchObject([
      { name: 'UserPageQuery', variables: { id: null, name: 'Yuki' } },
      { name: 'UserOverviewQuery', variables: { id: null, name: 'Yuki' } },
    ]);
    expect(earlyQueries('/user/12/', false, NOW)).toMatchObject([
      { variables: { id: 12, name: null } },
      { variables: { id: 12, name: null } },
    ]);
    expect(earlyQueries('/user/Y%C5%ABki', false, NOW)[0]!.variables).toEqual({ id: null, name: 'Yūki' });
    expect(names('/user/%E0%A4%A')).toEqual([]);
  });

  it("asks for a list page's head and whole list, with the viewer's flag as the loader sets it", () => {
    const queries = earlyQueries('/user/Yuki/mangalist/Completed', true, NOW);
    expect(queries.map((q) => q.name)).toEqual(['UserPageQuery', 'MediaListPageQuery', 'MediaListPageQuery']);
    expect(queries[1]!.variables).toEqual({ userId: null, userName: 'Yuki', type: 'MANGA', withViewer: true, perChunk: HEAD_ENTRIES });
    expect(queries[2]!.variables).toMatchObject({ type: 'MANGA', withViewer: true, perChunk: null });
    // The whole list leaves once the head is answered; the others at once.
    expect(queries.map((q) => q.afterPrevious ?? false)).toEqual([false, false, true]);
    expect(earlyQueries('/user/Yuki/animelist', false, NOW)[1]!.variables).toMatchObject({ type: 'ANIME', withViewer: false });
  });

  it('asks for nothing on other pages', () => {
    for (const path of ['/search/anime', '/home', '/user/Yuki/stats', '/forum', '/anime']) expect(names(path)).toEqual([]);
  });
});

describe('takeEarlyAnswer', () => {
  it('gives an early answer once, to the same document with the same variables in any key order', async () => {
    const answer = Promise.resolve(new Response('{}'));
    const slot = { __tsuzukiEarlyAnswers: [{ key: earlyKey('doc', { b: [1, { d: null, c: 2 }], a: 'x' }), response: answer }] };
    expect(takeEarlyAnswer('doc', { a: 'x', b: [1, { c: 2, d: null }], e: undefined }, slot)).toBe(answer);
    expect(takeEarlyAnswer('doc', { a: 'x', b: [1, { c: 2, d: null }] }, slot)).toBeNull();
  });

  it('gives nothing for another document or other variables', () => {
    const slot = { __tsuzukiEarlyAnswers: [{ key: earlyKey('doc', { a: 1 }), response: Promise.resolve(new Response('{}')) }] };
    expect(takeEarlyAnswer('other', { a: 1 }, slot)).toBeNull();
    expect(takeEarlyAnswer('doc', { a: 2 }, slot)).toBeNull();
    expect(takeEarlyAnswer('doc', { a: null }, slot)).toBeNull();
    expect(slot.__tsuzukiEarlyAnswers).toHaveLength(1);
  });
});

describe('sendEarly', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a query marked afterPrevious only once the one before it is answered, and keeps each for the transport', async () => {
    const sent: string[] = [];
    const answers: ((r: Response) => void)[] = [];
    vi.stubGlobal('document', { querySelector: () => ({ getAttribute: () => 'token' }) });
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      sent.push((JSON.parse(String(init.body)) as { operationName: string }).operationName);
      expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('token');
      return new Promise<Response>((resolve) => answers.push(resolve));
    });
    const slot = {};
    sendEarly(
      [
        { documentId: 'a', name: 'Head', variables: {} },
        { documentId: 'b', name: 'Whole', variables: {}, afterPrevious: true },
      ],
      slot,
    );
    await Promise.resolve();
    expect(sent).toEqual(['Head']);
    answers[0]!(new Response('{}'));
    await vi.waitFor(() => expect(sent).toEqual(['Head', 'Whole']));
    expect(takeEarlyAnswer('a', {}, slot)).not.toBeNull();
    expect(takeEarlyAnswer('b', {}, slot)).not.toBeNull();
  });
});
