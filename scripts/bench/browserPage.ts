import type { CDPSession } from 'playwright-core';
import { openBrowser } from '@tsuzuki/client/e2e/browser.ts';
import { operationOf, type RawPage, type RawRequest } from './browserFigures.ts';

/** A page of the browser bench: where it is, and the CSS selector of its main content (as the e2e suites wait for it). */
export interface PageSpec {
  name: string;
  path: string;
  content: string;
  /** Cookies to start with (a signed-in member's session); the cache is still empty. */
  cookies?: readonly { name: string; value: string }[];
}

interface InPage {
  paints: { name: string; startTime: number }[];
  lcp: { startTime: number }[];
  contentMs: number | null;
}

/**
 * Runs in the page before its own scripts. Buffered observers keep every paint and LCP entry; a mutation observer
 * notes the frame in which the content selector first matches (its rAF time: the frame that paints it).
 */
function observe(selector: string) {
  const bench: InPage = { paints: [], lcp: [], contentMs: null };
  (window as unknown as { __bench: InPage }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.paints.push({ name: e.name, startTime: e.startTime });
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.lcp.push({ startTime: e.startTime });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let seen = false;
  const check = () => {
    if (seen || !document.querySelector(selector)) return;
    seen = true;
    requestAnimationFrame((t) => (bench.contentMs = t));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** Every request of the page from CDP's Network domain: wire bytes (compressed, with headers) and decoded bytes. */
function recordNetwork(cdp: CDPSession): () => RawRequest[] {
  const byId = new Map<string, RawRequest>();
  cdp.on('Network.requestWillBeSent', (e) => {
    byId.set(e.requestId, {
      url: e.request.url,
      type: e.type ?? 'Other',
      startS: e.timestamp,
      endS: null,
      encodedBytes: 0,
      decodedBytes: 0,
      operation: operationOf(e.request.postData),
      failed: false,
    });
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = byId.get(e.requestId);
    if (r) r.decodedBytes += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    r.endS = e.timestamp;
    r.encodedBytes = e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    r.endS = e.timestamp;
    r.failed = true;
  });
  // The map fills as events arrive: the caller reads it once the page has settled.
  return () => [...byId.values()];
}

async function within<T>(ms: number, message: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads one page in a fresh browser profile (empty cache, no storage) and records it: waits for the content
 * selector, then for the network to go idle (the LCP can still change while images arrive), then reads the entries.
 */
export async function recordPage(base: string, spec: PageSpec, timeoutMs: number): Promise<RawPage> {
  const browser = await openBrowser('bench-browser', timeoutMs);
  try {
    const { context, page } = browser;
    if (spec.cookies?.length) await context.addCookies(spec.cookies.map((c) => ({ ...c, url: base })));
    await context.addInitScript(observe, spec.content);
    const cdp = await context.newCDPSession(page);
    const requests = recordNetwork(cdp);
    await cdp.send('Network.enable');
    const inPage = await within(
      timeoutMs,
      `browser bench: ${spec.name} (${spec.path}) did not settle within ${timeoutMs} ms`,
      (async () => {
        await page.goto(`${base}${spec.path}`, { waitUntil: 'commit' });
        await page.waitForSelector(spec.content, { state: 'visible' }).catch((err: Error) => {
          throw new Error(`browser bench: ${spec.name} (${page.url()}) never showed ${spec.content}: ${err.message.split('\n')[0]}`);
        });
        await page.waitForLoadState('networkidle');
        return page.evaluate(() => (window as unknown as { __bench: InPage }).__bench);
      })(),
    );
    return { path: spec.path, ...inPage, requests: requests() };
  } finally {
    await browser.close();
  }
}
