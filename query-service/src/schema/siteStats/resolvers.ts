import { MEDIA_LIST_STATUSES } from '@tsuzuki/events';
import { dayStart, SCORE_BARS, type ListActivityDay, type SiteTrendPoint } from '@tsuzuki/projection-service/projections/sitestats/read';
import { SITE_SUBJECTS } from '@tsuzuki/projection-service/projections/sitestats/subjects';
import { sortKeys, type SortArg } from '../sortArg.ts';
import { NESTED_MAX, pageInfo, pageWindow } from '../page/paging.ts';
import type { Resolvers, SiteStatisticsResolvers } from '../resolverTypes.ts';
import { requestedDay, siteStatisticsAt } from './snapshot.ts';

interface PageArgs {
  sort?: SortArg | string;
  page?: number | null;
  perPage?: number | null;
}

const unix = (day: string) => dayStart(day) / 1000;

/**
 * Sorts (default DATE_DESC: the newest day first, so a chart's last 24 points are page 1 with perPage 24) and
 * pages a series. `count` and `change` name the figures COUNT and CHANGE sort by; ties go newest first.
 */
function connection<T extends { date: string }>(items: readonly T[], args: PageArgs, count: (t: T) => number, change: (t: T) => number) {
  const sorts = typeof args.sort === 'string' ? [args.sort] : sortKeys(args.sort);
  const keys: Record<string, (t: T) => number> = { DATE: (t) => dayStart(t.date), COUNT: count, CHANGE: change };
  const order = [...(sorts.length ? sorts : ['DATE_DESC']), 'DATE_DESC'];
  const sorted = [...items].sort((a, b) => {
    for (const s of order) {
      const key = keys[s.replace(/_DESC$/, '')];
      if (!key) continue;
      const d = key(a) - key(b);
      if (d !== 0) return s.endsWith('_DESC') ? -d : d;
    }
    return 0;
  });
  const window = pageWindow(args.page, args.perPage, NESTED_MAX);
  return { nodes: sorted.slice(window.offset, window.offset + window.perPage), pageInfo: pageInfo(sorted.length, window) };
}

/** Every subject's field is a SiteTrendConnection of the same arguments. */
const trend =
  (subject: (typeof SITE_SUBJECTS)[number]): NonNullable<SiteStatisticsResolvers['anime']> =>
  (s, args) => {
    const page = connection(
      s.trends[subject],
      args,
      (p) => p.count,
      (p) => p.change,
    );
    const nodes = page.nodes.map((p: SiteTrendPoint) => ({ date: unix(p.date), count: p.count, change: p.change }));
    return { nodes, edges: nodes.map((node) => ({ node })), pageInfo: page.pageInfo };
  };

const listDay = (d: ListActivityDay) => ({
  date: unix(d.date),
  changes: d.changes,
  activeMembers: d.activeMembers,
  entries: MEDIA_LIST_STATUSES.map((status) => ({
    status,
    count: d.entries[status],
    change: d.entriesChange[status],
    added: d.added[status],
  })),
  scoresGiven: d.scoresGiven,
  meanScore: d.meanScore,
  scores: SCORE_BARS.map((score) => ({ score, amount: d.scores[String(score)] ?? 0 })),
});

export const siteStatsResolvers: Resolvers = {
  Query: {
    SiteStatistics: (_r, args, ctx) => siteStatisticsAt(ctx, requestedDay(ctx, args.asOf)),
  },
  SiteStatistics: {
    ...Object.fromEntries(SITE_SUBJECTS.map((subject) => [subject, trend(subject)])),
    date: (s) => unix(s.day),
    listActivity: (s, args) => {
      const page = connection(
        s.listActivity[args.type ?? 'ALL'],
        args,
        (d) => d.activeMembers,
        (d) => d.changes,
      );
      return { nodes: page.nodes.map(listDay), pageInfo: page.pageInfo };
    },
  },
};
