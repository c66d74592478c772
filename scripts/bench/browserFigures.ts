// From what the browser bench records of one page load (CDP network events, paint entries, the moment the page's
// content appeared) to the figures it reports. Pure, so the arithmetic is tested without a browser
// (browserFigures.test.ts); scripts/bench/browserPage.ts does the recording.

/** One request as CDP's Network domain saw it. Timestamps are CDP's monotonic clock, in seconds. */
export interface RawRequest {
  url: string;
  /** CDP's resource type: Document, Script, Stylesheet, Fetch, XHR, Image, Font, Other... */
  type: string;
  startS: number;
  /** When its last byte arrived (loadingFinished) or it failed; null if neither happened before the read. */
  endS: number | null;
  /** Wire bytes: headers and body as they came, compressed (loadingFinished encodedDataLength). */
  encodedBytes: number;
  /** The body after decompression (the sum of dataReceived dataLength). */
  decodedBytes: number;
  /** The GraphQL operationName the client posted (/graphql only). */
  operation: string | null;
  /** Asked for by the HTML itself (CDP initiator 'parser'): the entry script, its modulepreloads, the stylesheet. */
  fromHtml: boolean;
  failed: boolean;
}

export interface RawPage {
  path: string;
  /** Entries of the 'paint' PerformanceObserver; startTime is ms since the navigation started. */
  paints: readonly { name: string; startTime: number }[];
  /** Entries of the 'largest-contentful-paint' observer in the order they came: the last one is the LCP. */
  lcp: readonly { startTime: number }[];
  /** The frame (ms since navigation start) in which the page's content selector first matched; null if never. */
  contentMs: number | null;
  /** When that content was put in the page (the mutation that made the selector match): the route's first render. */
  renderedMs: number | null;
  /** Whether the network rested (no request for 500 ms) before the entries were read. */
  networkIdle: boolean;
  requests: readonly RawRequest[];
}

export const FCP_TARGET_MS = 1000;

const round = (n: number) => Math.round(n * 10) / 10;
const isApi = (r: RawRequest) => new URL(r.url).pathname === '/graphql';
const sum = (rs: readonly RawRequest[]) => rs.reduce((n, r) => n + r.encodedBytes, 0);

/** The client posts `{ documentId, variables, operationName }` (client/src/system/transport/graphql.ts). */
export function operationOf(postData: string | undefined): string | null {
  if (!postData) return null;
  try {
    const name = (JSON.parse(postData) as { operationName?: unknown }).operationName;
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

/** The page's document request: the first Document (a later one would be a reload or a frame). */
function navigationStartS(raw: RawPage): number {
  const document = raw.requests.find((r) => r.type === 'Document');
  if (!document) throw new Error(`${raw.path}: no document request was recorded`);
  return document.startS;
}

export function pageFigures(raw: RawPage) {
  const fcp = raw.paints.find((p) => p.name === 'first-contentful-paint')?.startTime ?? null;
  // LCP entries only grow: the last one before input or hiding is the page's LCP.
  const lcp = raw.lcp.at(-1)?.startTime ?? null;
  const of = (type: string) => raw.requests.filter((r) => r.type === type);
  const api = raw.requests.filter(isApi);
  return {
    path: raw.path,
    fcp_ms: fcp === null ? null : round(fcp),
    lcp_ms: lcp === null ? null : round(lcp),
    content_ms: raw.contentMs === null ? null : round(raw.contentMs),
    html_bytes: sum(of('Document')),
    js_bytes: sum(of('Script')),
    css_bytes: sum(of('Stylesheet')),
    api_bytes: sum(api),
    total_bytes: sum(raw.requests),
    requests: raw.requests.length,
    js_requests: of('Script').length,
    api_requests: api.length,
    failed_requests: raw.requests.filter((r) => r.failed).length,
    network_idle: raw.networkIdle,
    targets: { fcp: FCP_TARGET_MS },
    met: fcp !== null && fcp < FCP_TARGET_MS,
  };
}

/**
 * The median paints of several loads of one page, with each load's, for --browser-runs (one load: its own). The bytes
 * and the waterfall stay the first load's: they hardly move between loads, the paints by a third.
 */
export function medianPaints(figures: readonly ReturnType<typeof pageFigures>[]) {
  const median = (key: 'fcp_ms' | 'lcp_ms' | 'content_ms') => {
    const values = figures.map((f) => f[key]);
    if (values.some((v) => v === null)) return null;
    const sorted = [...(values as number[])].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : round((sorted[mid - 1]! + sorted[mid]!) / 2);
  };
  const fcp = median('fcp_ms');
  return {
    runs: figures.length,
    fcp_ms: fcp,
    lcp_ms: median('lcp_ms'),
    content_ms: median('content_ms'),
    ...(figures.length > 1 ? { content_runs_ms: figures.map((f) => f.content_ms) } : {}),
    met: fcp !== null && fcp < FCP_TARGET_MS,
  };
}

/** Each /graphql answer of the page: when it went and came back, its wire bytes and its JSON's size. */
export function apiAnswers(raw: RawPage) {
  const start = navigationStartS(raw);
  return raw.requests.filter(isApi).map((r) => ({
    operation: r.operation,
    start_ms: round((r.startS - start) * 1000),
    end_ms: r.endS === null ? null : round((r.endS - start) * 1000),
    wire_bytes: r.encodedBytes,
    bytes: r.decodedBytes,
  }));
}

/**
 * The page's load in order, relative to the document request. `js_startup_ms` is the gap between the last script the
 * HTML asked for (the entry and its modulepreloads) arriving and the first /graphql request: the time the client
 * spent parsing and starting before it asked for data. `after_first_answer` names the queries that went only after
 * the page's first /graphql answer came back: asked for by the screen as it rendered, not by the route's loader (a
 * render-then-fetch waterfall); `after_first_render` those of them that went after the main content was in the page
 * (effects), as the queries of the screen's own render go before the DOM changes.
 */
export function waterfall(raw: RawPage) {
  const start = navigationStartS(raw);
  const ms = (s: number) => round((s - start) * 1000);
  const rendered = raw.renderedMs;
  const answered = raw.requests.filter((r) => isApi(r) && r.endS !== null).map((r) => r.endS!);
  const firstAnswer = answered.length ? Math.min(...answered) : null;
  const firstApi = raw.requests.filter(isApi).sort((a, b) => a.startS - b.startS)[0];
  const entryScripts = raw.requests.filter((r) => r.type === 'Script' && r.fromHtml && r.endS !== null);
  const scriptsDone = entryScripts.length ? Math.max(...entryScripts.map((r) => r.endS!)) : null;
  return {
    path: raw.path,
    first_api_start_ms: firstApi ? ms(firstApi.startS) : null,
    entry_scripts_done_ms: scriptsDone === null ? null : ms(scriptsDone),
    js_startup_ms: firstApi && scriptsDone !== null ? round((firstApi.startS - scriptsDone) * 1000) : null,
    after_first_answer: raw.requests
      .filter((r) => isApi(r) && firstAnswer !== null && r.startS > firstAnswer)
      .map((r) => r.operation ?? '(unnamed)'),
    after_first_render: raw.requests
      .filter((r) => isApi(r) && rendered !== null && ms(r.startS) > rendered)
      .map((r) => r.operation ?? '(unnamed)'),
    requests: [...raw.requests]
      .sort((a, b) => a.startS - b.startS)
      .map((r) => ({
        what: isApi(r) ? `graphql ${r.operation ?? '(unnamed)'}` : shortUrl(r.url),
        type: r.type,
        start_ms: ms(r.startS),
        end_ms: r.endS === null ? null : ms(r.endS),
        bytes: r.encodedBytes,
      })),
  };
}

/** The path and query of a same-site URL, else the whole URL: the waterfall's lines stay readable. */
function shortUrl(url: string): string {
  const u = new URL(url);
  return u.protocol === 'data:' ? 'data:' : `${u.pathname}${u.search}`;
}
