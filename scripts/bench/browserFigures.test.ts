import { describe, expect, it } from 'vitest';
import { apiAnswers, medianPaints, operationOf, pageFigures, waterfall, type RawPage, type RawRequest } from './browserFigures.ts';

const BASE = 'http://127.0.0.1:3000';
// CDP's clock does not start at zero: the figures must be relative to the document request.
const T0 = 5000;

function request(
  path: string,
  type: string,
  startMs: number,
  endMs: number | null,
  bytes: number,
  extra: Partial<RawRequest> = {},
): RawRequest {
  return {
    url: `${BASE}${path}`,
    type,
    startS: T0 + startMs / 1000,
    endS: endMs === null ? null : T0 + endMs / 1000,
    encodedBytes: bytes,
    decodedBytes: bytes * 4,
    operation: null,
    fromHtml: false,
    failed: false,
    ...extra,
  };
}

const landing: RawPage = {
  path: '/',
  paints: [
    { name: 'first-paint', startTime: 310 },
    { name: 'first-contentful-paint', startTime: 320.04 },
  ],
  lcp: [{ startTime: 320 }, { startTime: 910.26 }],
  contentMs: 905.55,
  renderedMs: 430,
  networkIdle: true,
  requests: [
    request('/', 'Document', 0, 12, 1_500),
    request('/assets/index-abc.js', 'Script', 20, 150, 90_000, { fromHtml: true }),
    request('/assets/vendor-def.js', 'Script', 21, 180, 60_000, { fromHtml: true }),
    request('/assets/index-abc.css', 'Stylesheet', 20, 60, 8_000, { fromHtml: true }),
    request('/graphql', 'Fetch', 260, 400, 5_000, { operation: 'LandingQuery' }),
    // The route's chunk, imported by the router beside the query: not part of the startup.
    request('/assets/Landing-123.js', 'Script', 250, 300, 12_000),
    request('/graphql', 'Fetch', 450, 520, 700, { operation: 'ViewerQuery' }),
    request('/cover/1.webp', 'Image', 500, null, 0, { failed: true }),
  ],
};

describe('browser bench figures', () => {
  it('sums wire bytes by kind and takes FCP and the last LCP entry', () => {
    expect(pageFigures(landing)).toEqual({
      path: '/',
      fcp_ms: 320,
      lcp_ms: 910.3,
      content_ms: 905.6,
      html_bytes: 1_500,
      js_bytes: 162_000,
      css_bytes: 8_000,
      api_bytes: 5_700,
      total_bytes: 177_200,
      requests: 8,
      js_requests: 3,
      api_requests: 2,
      failed_requests: 1,
      network_idle: true,
      targets: { fcp: 1000 },
      met: true,
    });
  });

  it('misses the target when there was no contentful paint, or a late one', () => {
    expect(pageFigures({ ...landing, paints: [] })).toMatchObject({ fcp_ms: null, met: false });
    expect(pageFigures({ ...landing, paints: [{ name: 'first-contentful-paint', startTime: 1000 }] }).met).toBe(false);
    expect(pageFigures({ ...landing, lcp: [], contentMs: null })).toMatchObject({ lcp_ms: null, content_ms: null });
  });

  it('takes the median paints of several loads, the mean of the middle two for an even count', () => {
    const at = (fcp: number, content: number) =>
      pageFigures({ ...landing, paints: [{ name: 'first-contentful-paint', startTime: fcp }], contentMs: content });
    expect(medianPaints([at(300, 900), at(1200, 700), at(400, 800)])).toEqual({
      runs: 3,
      fcp_ms: 400,
      lcp_ms: 910.3,
      content_ms: 800,
      content_runs_ms: [900, 700, 800],
      met: true,
    });
    expect(medianPaints([at(300, 900), at(500, 700)])).toMatchObject({ fcp_ms: 400, content_ms: 800 });
    expect(medianPaints([at(300, 900)])).toEqual({ runs: 1, fcp_ms: 300, lcp_ms: 910.3, content_ms: 900, met: true });
    // One load without a paint: no median to speak of.
    expect(medianPaints([at(300, 900), pageFigures({ ...landing, paints: [] })])).toMatchObject({ fcp_ms: null, met: false });
  });

  it('lists the /graphql answers with wire and decoded sizes, relative to the document request', () => {
    expect(apiAnswers(landing)).toEqual([
      { operation: 'LandingQuery', start_ms: 260, end_ms: 400, wire_bytes: 5_000, bytes: 20_000 },
      { operation: 'ViewerQuery', start_ms: 450, end_ms: 520, wire_bytes: 700, bytes: 2_800 },
    ]);
  });

  it('finds when data was first asked for, the JS startup before it and the queries after the first render', () => {
    const w = waterfall(landing);
    expect(w).toMatchObject({
      first_api_start_ms: 260,
      entry_scripts_done_ms: 180,
      js_startup_ms: 80,
      after_first_answer: ['ViewerQuery'],
      after_first_render: ['ViewerQuery'],
    });
    expect(w.requests.map((r) => r.what)).toEqual([
      '/',
      '/assets/index-abc.js',
      '/assets/index-abc.css',
      '/assets/vendor-def.js',
      '/assets/Landing-123.js',
      'graphql LandingQuery',
      'graphql ViewerQuery',
      '/cover/1.webp',
    ]);
    expect(w.requests.at(-1)).toEqual({ what: '/cover/1.webp', type: 'Image', start_ms: 500, end_ms: null, bytes: 0 });
  });

  it('tells a query the screen asked for in its render (before the content was in the page) from a later one', () => {
    expect(waterfall({ ...landing, renderedMs: 460 })).toMatchObject({ after_first_answer: ['ViewerQuery'], after_first_render: [] });
  });

  it('has no API start or startup figure for a page that asks for no data', () => {
    const noApi = { ...landing, requests: landing.requests.filter((r) => !r.url.endsWith('/graphql')) };
    expect(waterfall(noApi)).toMatchObject({
      first_api_start_ms: null,
      js_startup_ms: null,
      after_first_answer: [],
      after_first_render: [],
    });
  });

  it('refuses a recording without a document request', () => {
    expect(() => waterfall({ ...landing, requests: [] })).toThrow('no document request');
  });

  it('reads the operation name the client posts, and nothing from other bodies', () => {
    expect(operationOf(JSON.stringify({ documentId: 'abc', variables: {}, operationName: 'MediaQuery' }))).toBe('MediaQuery');
    expect(operationOf(undefined)).toBeNull();
    expect(operationOf('not json')).toBeNull();
    expect(operationOf('{"query":"{ a }"}')).toBeNull();
  });
});
