// `npm run bench -- --only browser [--scale 0.25] [--browser-runs 1]`: issue 22's page figures. Six pages, each in a fresh Chromium
// profile (cold cache) over loopback: first and largest contentful paint, when the page's main content showed, and
// the bytes the page transferred by kind (CDP wire bytes, compression and headers included). The list page is a
// member's 2,000-entry list, whose /graphql answers are reported one by one too, with their decoded sizes; each
// page's waterfall (requests in order, when data was first asked for, the JS startup before it) closes its lines.
// The server is warmed by one unreported pass over the pages first. Single loads swing by a third on this machine:
// with --browser-runs N each page is loaded N times, in turn with the others, and its paints are the median's.
import { apiAnswers, medianPaints, pageFigures, waterfall } from './browserFigures.ts';
import { recordPage, type PageSpec } from './browserPage.ts';
import { LISTER, LIST_ENTRIES, MEMBER, startBrowserSite } from './browserSite.ts';
import { report } from './stats.ts';

// Generous: on two cores shared with other work a cold load of the long list has taken many seconds.
const PAGE_TIMEOUT_MS = 90_000;

export async function benchBrowser(scale: number, runs = 1) {
  const site = await startBrowserSite(scale);
  try {
    // The content selectors are what the e2e suites wait for on these pages (catalogue, media, search, social,
    // profile and lists suites), in CSS so the page itself can watch for them.
    const pages: PageSpec[] = [
      { name: 'landing', path: '/', content: '[data-media-title]' },
      { name: 'home', path: '/home', content: '[data-activity-id]', member: site.member },
      { name: 'media', path: `/anime/${site.mediaId}`, content: '[data-testid="data-sheet"]' },
      { name: 'search', path: '/search/anime', content: '[data-testid="search-landing"] [data-media-title]' },
      { name: 'profile', path: `/user/${MEMBER}/`, content: '[data-testid="activity-history"]' },
      { name: 'list', path: `/user/${LISTER}/animelist`, content: '[data-list-section]' },
    ];
    report('browser.setup', { scale, media_id: site.mediaId, member: MEMBER, lister: LISTER, list_entries: LIST_ENTRIES });
    // Each page once, unreported: the server's first answers (static files compressed and kept, GraphQL paths
    // compiled, PostgreSQL's caches) are a cold server's, and a site's server is warm; the browser still starts cold.
    for (const spec of pages) await recordPage(site.url, spec, PAGE_TIMEOUT_MS);
    const loads = new Map(pages.map((spec) => [spec.name, [] as Awaited<ReturnType<typeof recordPage>>[]]));
    for (let run = 0; run < Math.max(1, runs); run++) {
      for (const spec of pages) loads.get(spec.name)!.push(await recordPage(site.url, spec, PAGE_TIMEOUT_MS));
    }
    for (const spec of pages) {
      const raws = loads.get(spec.name)!;
      const raw = raws[0]!;
      report('browser.page', { page: spec.name, ...pageFigures(raw), ...medianPaints(raws.map(pageFigures)) });
      if (spec.name === 'list') {
        for (const answer of apiAnswers(raw)) report('browser.list_api', answer);
      }
      report('browser.waterfall', { page: spec.name, ...waterfall(raw) });
    }
  } finally {
    await site.stop();
  }
}
