// `npm run bench -- [--scale 0.25] [--requests 2000] [--concurrency 16] [--only log,site,lists]`: prints one JSON
// line per figure. Runs in databases and a Redis prefix of its own, dropped at the end. --scale sizes the generated
// data set (1 = the full demo catalogue). `log` is the event log beside plain PostgreSQL; `site` the demo
// catalogue through the command path, the read models' catch-up and the GraphQL endpoint; `lists` a member's
// 2,000-entry list (scripts/bench/lists.ts); `listlog` the catch-up of the read models list events feed from a log
// of --list-events (default 1,000,000) members' list events (scripts/bench/listCatchUp.ts); `sociallog` the catch-up
// of the social read models from --social-events (default 1,000,000) social events, and `social` the feeds, a
// profile and the notifications page of a member who follows 500 (scripts/bench/social.ts); `reviews` /reviews and
// a media page's review and recommendation previews over --review-events (default 100,000) events (scripts/bench/reviews.ts);
// `forum` a thread page whose --forum-comments (default 500) comments hang in nested trees (scripts/bench/forum.ts);
// `analysts` the statistics read model rebuilt from a log of --analyst-events (default 5,000,000), the statistics as
// of a date on it, the same two for media's figures (mediastats), and the export of --export-events (default
// 1,000,000) to Parquet (scripts/bench/analysts.ts). `overload` the media page query offered at --overload-factor
// (default 10) times the capacity for --overload-seconds (default 3), behind HAProxy's shedding (ADR 58), with the
// admission gate alone and without either (--overload-gates proxy,on,off; the gate's settings from ADMISSION_* in
// the bench's environment, else the defaults), over the `site` data set (scripts/bench/overload.ts; not in the
// default run: run it with --only overload). `browser`
// six pages (/, /home, a media page, search, a profile, a 2,000-entry list) each loaded cold in Chromium: first and
// largest contentful paint, when the main content showed, HTML/JS/CSS/API bytes and the waterfall, over the demo
// data at --scale (scripts/bench/browser.ts; not in the default run either: --only browser). `pages` the HTML of the
// landing page, a media page and search with the guest's first screen rendered on the server (with and without kept
// pages) and without, over the `site` data set (scripts/bench/pages.ts; not in the default run: --only pages).
// `cluster` the scaled topology of issue 23 (scripts/bench/cluster.ts): its own primary and replica, two processes of
// each service behind HAProxy; the media page and the global feed with two query processes and with one, the
// replica against the primary, read-your-writes through the replica, and each part's CPU per media page.
// `anilist` an AniList JSON export of --anilist-entries (default 5,000) entries previewed, imported and imported
// again (scripts/bench/anilistImport.ts). `streams` --streams (default 1,000) members' open notification streams over
// graphql-sse: the query process's CPU over --stream-idle-seconds (default 30) of quiet with them open and with none,
// and the time from a follow's append to its notification's arrival, at --stream-rate (default 20) follows a second,
// beside one open stream's (scripts/bench/streams.ts; about five minutes, most of it the members' sign-ups).
import { parseArgs } from 'node:util';
import { ensureOwnTables } from '@tsuzuki/command-service/framework/ownTables';
import { generateSeed } from '@tsuzuki/seed/dataset';
import { importSeed } from '@tsuzuki/seed/import';
import { loadRomanizer } from '@tsuzuki/seed/romaji';
import { ensureExtensions } from '@tsuzuki/projection-service/framework/migrate';
import { benchCatchUp } from './bench/catchUp.ts';
import { benchFirstLoad } from './bench/firstLoad.ts';
import { benchPages } from './bench/pages.ts';
import { benchAniListImport } from './bench/anilistImport.ts';
import { benchLists } from './bench/lists.ts';
import { benchListCatchUp } from './bench/listCatchUp.ts';
import { benchLog } from './bench/log.ts';
import { benchSocialCatchUp, benchSocialQueries } from './bench/social.ts';
import { benchStreams } from './bench/streams.ts';
import { benchReviewQueries } from './bench/reviews.ts';
import { benchForum } from './bench/forum.ts';
import { benchAnalysts } from './bench/analysts.ts';
import { benchBrowser } from './bench/browser.ts';
import { benchCluster } from './bench/cluster.ts';
import { benchQueries, benchReadYourWrites } from './bench/graphql.ts';
import { benchOverload } from './bench/overload.ts';
import { AIRING_ON, openBenchSite } from './bench/benchSite.ts';
import { report } from './bench/stats.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '0.25' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
    mutations: { type: 'string', default: '200' },
    'list-events': { type: 'string', default: '1000000' },
    'social-events': { type: 'string', default: '1000000' },
    'review-events': { type: 'string', default: '100000' },
    'forum-comments': { type: 'string', default: '500' },
    'analyst-events': { type: 'string', default: '5000000' },
    'export-events': { type: 'string', default: '1000000' },
    'overload-factor': { type: 'string', default: '10' },
    'overload-seconds': { type: 'string', default: '3' },
    'overload-gates': { type: 'string', default: 'proxy,on,off' },
    'browser-runs': { type: 'string', default: '1' },
    'anilist-entries': { type: 'string', default: '5000' },
    streams: { type: 'string', default: '1000' },
    'stream-idle-seconds': { type: 'string', default: '30' },
    'stream-rate': { type: 'string', default: '20' },
    only: { type: 'string', default: 'log,listlog,site,lists,anilist,streams,sociallog,social,reviews,forum,analysts,cluster' },
  },
});
const sections = new Set(values.only.split(','));
const scale = Number(values.scale);
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);

if (sections.has('log')) await benchLog(scale);
if (sections.has('listlog')) await benchListCatchUp(Number(values['list-events']));
if (sections.has('lists')) await benchLists({ requests, concurrency, mutations: Number(values.mutations) });
if (sections.has('anilist')) await benchAniListImport(Number(values['anilist-entries']));
if (sections.has('streams'))
  await benchStreams({
    streams: Number(values.streams),
    idleSeconds: Number(values['stream-idle-seconds']),
    rate: Number(values['stream-rate']),
  });
if (sections.has('sociallog')) await benchSocialCatchUp(Number(values['social-events']));
if (sections.has('social')) await benchSocialQueries({ requests, concurrency, events: 200_000 });
if (sections.has('reviews')) await benchReviewQueries({ requests, concurrency, events: Number(values['review-events']) });
if (sections.has('forum')) await benchForum({ requests, concurrency, comments: Number(values['forum-comments']) });
if (sections.has('analysts'))
  await benchAnalysts({ events: Number(values['analyst-events']), exportEvents: Number(values['export-events']) });
if (sections.has('browser')) await benchBrowser(scale, Number(values['browser-runs']));
if (sections.has('cluster')) await benchCluster({ scale, requests, concurrency, mutations: Number(values.mutations) });
if (!sections.has('site') && !sections.has('overload') && !sections.has('pages')) process.exit(0);

const site = await openBenchSite('bench', { poolSize: 12, eventStoreUrl: process.env.EVENTSTORE_URL || null });
const { store, pool, bus } = site;
try {
  report('setup', { scale, store: store.kind, node: process.version });

  // The generated catalogue through the real command path (validate, decide, append, ring).
  const data = generateSeed({ now: new Date(), scale, romanize: await loadRomanizer() });
  await ensureOwnTables(pool);
  const t = performance.now();
  const counts = await importSeed(bus, data, { concurrency: 8 });
  const s = (performance.now() - t) / 1000;
  report('commands.import', {
    commands: counts.commands,
    seconds: Math.round(s * 100) / 100,
    commands_per_s: Math.round(counts.commands / s),
  });

  await ensureExtensions(pool);
  await benchCatchUp(store, pool);

  const startSite = (env: Record<string, string> = {}) => site.start({ ...AIRING_ON, ...env });
  const mediaIds = data.media.filter((m) => !m.isAdult).map((m) => m.mediaId);
  if (sections.has('site')) {
    const stack = await startSite();
    try {
      const searches = data.media.slice(0, 200).map((m) => m.title.romaji.split(' ').slice(0, 2).join(' '));
      await benchFirstLoad(stack.url, ['/', '/search/anime', `/anime/${mediaIds[0]}`, '/login']);
      await benchReadYourWrites(stack.url, stack.env.INTERNAL_TOKEN!, mediaIds, Number(values.mutations));
      await benchQueries(stack.url, mediaIds, searches, requests, concurrency, {
        internalToken: stack.env.INTERNAL_TOKEN!,
        cpuMs: () => stack.cpuMs('query'),
      });
    } finally {
      await stack.stop();
    }
    // The same media pages with the answer cache off (ADR 45), beside their own floor: what the cache is worth.
    const uncached = await startSite({ ANSWER_CACHE: 'off' });
    try {
      await benchQueries(uncached.url, mediaIds, [], requests, concurrency, {
        suffix: '_cache_off',
        only: ['media_page', 'media_page_site', 'media_page_hot'],
        internalToken: uncached.env.INTERNAL_TOKEN!,
        cpuMs: () => uncached.cpuMs('query'),
      });
    } finally {
      await uncached.stop();
    }
  }
  if (sections.has('pages')) {
    // The same pages' HTML without the first screen rendered on the server (ADR 53), rendered every time, and rendered
    // with kept pages (ADR 54), each beside its floor.
    const variants: { suffix: string; rendered: boolean; env: Record<string, string> }[] = [
      { suffix: '_skeleton', rendered: false, env: { SERVER_RENDERING: 'off' } },
      { suffix: '_render_cache_off', rendered: true, env: { RENDER_CACHE_MB: '0' } },
      { suffix: '', rendered: true, env: {} },
    ];
    for (const { suffix, rendered, env } of variants) {
      const stack = await startSite(env);
      try {
        await benchPages(stack, mediaIds[0]!, { suffix, rendered }, { requests, concurrency });
      } finally {
        await stack.stop();
      }
    }
  }
  if (sections.has('overload')) {
    await benchOverload(startSite, mediaIds, {
      factor: Number(values['overload-factor']),
      seconds: Number(values['overload-seconds']),
      concurrency,
      gates: values['overload-gates'].split(',').filter((g): g is 'proxy' | 'on' | 'off' => ['proxy', 'on', 'off'].includes(g)),
    });
  }
} finally {
  await site.close();
}
