import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/http.ts';

describe('GET /img/<kind>/<id>.svg', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp('art');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('draws the same cacheable SVG for the same kind and id', async () => {
    const first = await fetch(`${t.url}/img/cover/42.svg`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('image/svg+xml');
    expect(first.headers.get('cache-control')).toContain('immutable');
    const svg = await first.text();
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(await (await fetch(`${t.url}/img/cover/42.svg`)).text()).toBe(svg);
    expect(await (await fetch(`${t.url}/img/cover/43.svg`)).text()).not.toBe(svg);
  });

  it('accepts the string ids of episode thumbnails', async () => {
    expect((await fetch(`${t.url}/img/thumbnail/8479-pv.svg`)).status).toBe(200);
  });

  it('answers 404 for unknown kinds and malformed ids', async () => {
    expect((await fetch(`${t.url}/img/poster/1.svg`)).status).toBe(404);
    expect((await fetch(`${t.url}/img/cover/1.png`)).status).toBe(404);
    expect((await fetch(`${t.url}/img/cover/${'x'.repeat(80)}.svg`)).status).toBe(404);
  });
});
