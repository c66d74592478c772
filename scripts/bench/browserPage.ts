import type { CDPSession } from 'playwright-core';
import { openBrowser, type E2EBrowser } from '@tsuzuki/client/e2e/browser.ts';
import { operationOf, type RawPage, type RawRequest } from './browserFigures.ts';

/** A page of the browser bench: where it is, and the CSS selector of its main content (as the e2e suites wait for it). */
export interface PageSpec {
  name: string;
  path: string;
  content: string;
  /** A signed-in member: the page is loaded as a returning member's (see signIn). */
  member?: SignedIn;
}

export interface SignedIn {
  id: number;
  name: string;
  cookies: readonly { name: string; value: string }[];
}

/** How long a page may take to rest after its content shows (playwright's idle: no request for 500 ms). */
const IDLE_WAIT_MS = 15_000;

interface InPage {
  paints: { name: string; startTime: number }[];
  lcp: { startTime: number }[];
  contentMs: number | null;
  renderedMs: number | null;
}

/**
 * Runs in the page before its own scripts. Buffered observers keep every paint and LCP entry; a mutation observer
 * notes when the content selector first matches (the render that put it there) and that frame's rAF time (the frame
 * that paints it). A string,
 * not a function: tsx compiles functions with helpers (__name) that do not exist in the page.
 */
const observe = (selector: string) => `(() => {
  const bench = { paints: [], lcp: [], contentMs: null, renderedMs: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.paints.push({ name: e.name, startTime: e.startTime });
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.lcp.push({ startTime: e.startTime });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let seen = false;
  new MutationObserver(() => {
    if (seen || !document.querySelector(${JSON.stringify(selector)})) return;
    seen = true;
    bench.renderedMs = performance.now();
    requestAnimationFrame((t) => { bench.contentMs = t; });
  }).observe(document, { childList: true, subtree: true });
})();`;

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
      fromHtml: e.initiator.type === 'parser',
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

/**
 * A returning member: the session cookie, and the viewer the client keeps in local storage. Without that copy the
 * client never asks who is logged in (it does so after a login through the form, or when the copy exists), and
 * /home sends the visit to /login. A minimal copy makes the client confirm the session and store the whole viewer,
 * as after a login; then the HTTP cache is emptied, so the measured load is still cold.
 */
async function signIn(base: string, browser: E2EBrowser, cdp: CDPSession, member: SignedIn) {
  const { context, page } = browser;
  await context.addCookies(member.cookies.map((c) => ({ ...c, url: base })));
  await page.goto(`${base}/about`);
  await page.evaluate(`localStorage.setItem('auth', ${JSON.stringify(JSON.stringify({ id: member.id, name: member.name }))})`);
  await page.reload();
  // Polled with evaluate: waitForFunction evaluates strings, which the site's CSP (no unsafe-eval) refuses.
  const confirmed = `Object.keys(JSON.parse(localStorage.getItem('auth') ?? '{}')).length > 2`;
  for (let tries = 0; !(await page.evaluate(confirmed)); tries++) {
    if (tries > 300) throw new Error(`browser bench: the session of ${member.name} was not confirmed by the site`);
    await page.waitForTimeout(100);
  }
  await page.goto('about:blank');
  await cdp.send('Network.clearBrowserCache');
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
    const cdp = await context.newCDPSession(page);
    if (spec.member) await signIn(base, browser, cdp, spec.member);
    await context.addInitScript(observe(spec.content));
    const requests = recordNetwork(cdp);
    await cdp.send('Network.enable');
    const deadline = Date.now() + timeoutMs;
    const left = () => Math.max(1, deadline - Date.now());
    const failed = (what: string) => (err: Error) => {
      throw new Error(
        `browser bench: ${spec.name} (${spec.path}, now at ${page.url()}) ${what} within ${timeoutMs} ms: ${err.message.split('\n')[0]}`,
      );
    };
    // The outer limit catches what the stages' own timeouts would not (a hung evaluate, a browser that stops answering).
    const inPage = await within(
      timeoutMs + 10_000,
      `browser bench: ${spec.name} (${spec.path}) did not settle within ${timeoutMs} ms`,
      (async () => {
        await page.goto(`${base}${spec.path}`, { waitUntil: 'commit', timeout: left() }).catch(failed('did not answer'));
        await page.waitForSelector(spec.content, { state: 'visible', timeout: left() }).catch(failed(`never showed ${spec.content}`));
        await page.waitForLoadState('load', { timeout: left() }).catch(failed('did not finish loading'));
        // Images can still change the LCP after the content shows: wait for the network to rest, but not for ever,
        // since a page that keeps asking (an auto-refreshing feed) never does; the figures then say so.
        const networkIdle = await page
          .waitForLoadState('networkidle', { timeout: Math.min(IDLE_WAIT_MS, left()) })
          .then(() => true)
          .catch(() => false);
        return { ...((await page.evaluate('window.__bench')) as InPage), networkIdle };
      })(),
    );
    return { path: spec.path, ...inPage, requests: requests() };
  } finally {
    await browser.close();
  }
}
