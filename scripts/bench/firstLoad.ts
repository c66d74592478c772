import { openBrowser } from '@tsuzuki/client/e2e/browser.ts';
import { report } from './stats.ts';

/**
 * The JavaScript a first visit downloads, as the wire carries it with gzip (the browser is told to accept gzip
 * only, so brotli's smaller figure does not flatter it): the entry chunk and everything the page loads before it
 * is idle. Measured in Chromium against the running site, per page.
 */
export async function benchFirstLoad(url: string, paths: readonly string[]) {
  for (const path of paths) {
    const browser = await openBrowser('bench-first-load');
    try {
      await browser.context.setExtraHTTPHeaders({ 'accept-encoding': 'gzip' });
      const scripts: { url: string; bytes: number }[] = [];
      browser.page.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        const size = Number(res.headers()['content-length'] ?? (await res.body()).length);
        scripts.push({ url: res.url(), bytes: size });
      });
      await browser.page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
      const total = scripts.reduce((n, s) => n + s.bytes, 0);
      const entry = scripts.find((s) => /\/assets\/index-[^/]+\.js$/.test(s.url))?.bytes ?? null;
      report('client.first_load_js', {
        path,
        gzip_bytes: total,
        scripts: scripts.length,
        entry_gzip_bytes: entry,
        targets: { total: 250_000, entry: 100_000 },
        met: total < 250_000 && entry !== null && entry < 100_000,
      });
    } finally {
      await browser.close();
    }
  }
}
