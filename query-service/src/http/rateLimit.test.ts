import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRedisPrefix } from '@tsuzuki/event-store/testing';
import { Browser } from '../testing/browser.ts';
import { startTestApp } from '../testing/http.ts';

// Which budget a request spends: the API's (AniList's 90 a minute) or the larger one of the site's own pages.
const dir = mkdtempSync(path.join(tmpdir(), 'tsuzuki-rate-'));
writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Tsuzuki</title></head><body></body></html>');
const documents = path.join(dir, 'persisted-queries.json');
writeFileSync(documents, JSON.stringify({ siteDocument1: 'query SiteDocument { __typename }' }));

const LIMITS = { perMinute: 3, sitePerMinute: 10 };
const redisPrefix = createTestRedisPrefix('query_rate');
let redis: Redis;
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  redis = new Redis(redisPrefix.redisUrl);
  t = await startTestApp('query_rate', {
    clientDist: dir,
    persistedQueryFiles: [documents],
    rateLimit: { redis, prefix: redisPrefix.prefix, limits: LIMITS },
  });
});
afterAll(async () => {
  await t?.close();
  redis?.disconnect();
  await redisPrefix.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

// Guests count per address: each case comes from its own (through the loopback proxy the app trusts).
let addresses = 0;
const address = () => ({ 'x-forwarded-for': `203.0.113.${++addresses}` });

/** The budget a POST of `body` spent (X-RateLimit-Limit). */
const limitOf = async (browser: Browser, body: Record<string, unknown>, headers: Record<string, string>) => {
  const res = await browser.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(500);
  return res.headers.get('x-ratelimit-limit');
};

describe("the site's budget", () => {
  it("fetching /api/csrf no longer lifts any anonymous script from 90 to 600 requests a minute: the larger budget is for the site's own persisted documents", async () => {
    // A script in its own cookie jar reads a token for its own cookies, as anyone can.
    const script = new Browser(t.url);
    const from = address();
    const token = (await (await script.fetch('/api/csrf', { headers: from })).json()).token as string;
    // Its own query text, with that good token: the API's budget.
    expect(await limitOf(script, { query: '{ __typename }' }, { ...from, 'x-csrf-token': token })).toBe(String(LIMITS.perMinute));
    // A persisted document the server does not know is the script's own too.
    expect(await limitOf(script, { documentId: 'made-up' }, { ...from, 'x-csrf-token': token })).toBe(String(LIMITS.perMinute));
  });

  it("is spent by the site's documents sent from its pages, over POST and GET; without the page's token they spend the API's", async () => {
    const page = new Browser(t.url);
    const from = address();
    const html = await (await page.fetch('/', { headers: from })).text();
    const token = /<meta name="csrf-token" content="([^"]+)">/.exec(html)![1]!;
    expect(await limitOf(page, { documentId: 'siteDocument1' }, { ...from, 'x-csrf-token': token })).toBe(String(LIMITS.sitePerMinute));
    const got = await page.fetch('/graphql?documentId=siteDocument1', { headers: { ...from, 'x-csrf-token': token } });
    expect(await got.json()).toEqual({ data: { __typename: 'Query' } });
    expect(got.headers.get('x-ratelimit-limit')).toBe(String(LIMITS.sitePerMinute));
    // Another browser: without a token, or with the page's (minted for other cookies), the API's budget.
    const other = new Browser(t.url);
    const elsewhere = address();
    expect(await limitOf(other, { documentId: 'siteDocument1' }, elsewhere)).toBe(String(LIMITS.perMinute));
    expect(await limitOf(other, { documentId: 'siteDocument1' }, { ...elsewhere, 'x-csrf-token': token })).toBe(String(LIMITS.perMinute));
  });
});

describe("the API's budget", () => {
  it('is spent by the uploads and the image proxy too: one address is refused past it', async () => {
    const guest = new Browser(t.url);
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.perMinute; i++) {
      const res = await guest.fetch(`/api/upload/proxy?url=${encodeURIComponent('https://example.com/a.png')}`, { headers: from });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    // Refused as a guest (401) while within the budget, then 429 however the route would answer.
    expect(statuses.slice(0, LIMITS.perMinute).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
