import type pg from 'pg';
import { MEDIA_LIST_STATUSES, type MediaListStatus } from '@tsuzuki/events';
import { quoteIdent } from '@tsuzuki/event-store';
import { SITE_SUBJECTS, type SiteSubject } from './subjects.ts';

// The statistics a sitestats schema holds, as they stood at the end of a day: the live schema (GraphQL, with or
// without asOf) or a scratch one replayed up to an instant (npm run stats -- --as-of). Every series runs day by day
// from its first day to the last one, days without events included, oldest first. One shape for the GraphQL
// resolvers, the CLI's JSON and the tests that compare them.

export interface SiteTrendPoint {
  /** yyyy-mm-dd (UTC). */
  date: string;
  /** Entities at the end of the day. */
  count: number;
  /** count minus the day before's. */
  change: number;
}

export const SCORE_BARS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;

export interface ListActivityDay {
  date: string;
  /** List changes (saves and removals). */
  changes: number;
  /** Members who changed their list. */
  activeMembers: number;
  /** Entries created, by the status they were created with. */
  added: Record<MediaListStatus, number>;
  /** Entries with each status at the end of the day, and their change over the day. */
  entries: Record<MediaListStatus, number>;
  entriesChange: Record<MediaListStatus, number>;
  /** Saves that set a non-zero score other than the one before, per score bar (10..100), and their mean (raw 0-100). */
  scoresGiven: number;
  scores: Record<string, number>;
  meanScore: number | null;
}

export const LIST_ACTIVITY_KINDS = ['ANIME', 'MANGA', 'ALL'] as const;
export type ListActivityKind = (typeof LIST_ACTIVITY_KINDS)[number];

export interface SiteStatisticsSnapshot {
  /** The instant the figures stand at (ISO, UTC). */
  asOf: string;
  /** Its day: the last point of every series. */
  day: string;
  trends: Record<SiteSubject, SiteTrendPoint[]>;
  listActivity: Record<ListActivityKind, ListActivityDay[]>;
}

/** A pool, a client, or the query-service's Queryable. */
export interface SiteStatsQueryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

const DAY_MS = 86_400_000;
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day) + DAY_MS).toISOString().slice(0, 10);
/** The end of a UTC day: the statistics "as of" a date include the whole of it. */
export const endOfDay = (day: string) => new Date(dayStart(day) + DAY_MS - 1).toISOString();

function* days(from: string, to: string): Generator<string> {
  for (let d = from; d <= to; d = nextDay(d)) yield d;
}

const zeros = <K extends string | number>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [String(k), 0])) as Record<string, number>;
const mean = (sum: number, n: number) => (n === 0 ? null : Math.round((sum / n) * 100) / 100);

interface TrendRow {
  subject: SiteSubject;
  day: string;
  added: number;
  removed: number;
}
interface ListDayRow {
  day: string;
  media_type: string;
  changes: number;
  scores_given: number;
  score_sum: string;
}
interface ActiveRow {
  day: string;
  media_type: string;
  members: number;
}
interface StatusRow {
  day: string;
  media_type: string;
  status: MediaListStatus;
  added: number;
  entered: number;
  exited: number;
}
interface ScoreRow {
  day: string;
  media_type: string;
  score: number;
  given: number;
}

/** Reads `schema`'s rows up to `day` (inclusive) and builds the series. */
export async function readSiteStatistics(
  db: SiteStatsQueryable,
  schema: string,
  day: string,
  asOf = endOfDay(day),
): Promise<SiteStatisticsSnapshot> {
  const s = quoteIdent(schema);
  const upTo = (table: string, columns: string, order: string) =>
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, ${columns} FROM ${s}.${table} WHERE day <= $1::date ORDER BY ${order}`;
  const [trendRows, listDays, active, statuses, scores] = await Promise.all([
    db.query<TrendRow>(upTo('site_trends', 'subject, added, removed', 'subject, day'), [day]),
    db.query<ListDayRow>(upTo('list_days', 'media_type, changes, scores_given, score_sum', 'day, media_type'), [day]),
    db.query<ActiveRow>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, media_type, sum(bit_count(members))::int AS members
      FROM ${s}.active_members WHERE day <= $1::date GROUP BY day, media_type ORDER BY day, media_type`,
      [day],
    ),
    db.query<StatusRow>(upTo('list_statuses', 'media_type, status, added, entered, exited', 'day, media_type, status'), [day]),
    db.query<ScoreRow>(upTo('list_scores', 'media_type, score, given', 'day, media_type, score'), [day]),
  ]);
  return {
    asOf,
    day,
    trends: trendSeries(trendRows.rows, day),
    listActivity: listActivitySeries(listDays.rows, active.rows, statuses.rows, scores.rows, day),
  };
}

function trendSeries(rows: readonly TrendRow[], last: string): Record<SiteSubject, SiteTrendPoint[]> {
  const out = Object.fromEntries(SITE_SUBJECTS.map((s) => [s, [] as SiteTrendPoint[]])) as Record<SiteSubject, SiteTrendPoint[]>;
  for (const subject of SITE_SUBJECTS) {
    const mine = rows.filter((r) => r.subject === subject);
    if (mine.length === 0) continue;
    const byDay = new Map(mine.map((r) => [r.day, r.added - r.removed]));
    let count = 0;
    for (const date of days(mine[0]!.day, last)) {
      const change = byDay.get(date) ?? 0;
      count += change;
      out[subject].push({ date, count, change });
    }
  }
  return out;
}

function listActivitySeries(
  listDays: readonly ListDayRow[],
  active: readonly ActiveRow[],
  statuses: readonly StatusRow[],
  scores: readonly ScoreRow[],
  last: string,
): Record<ListActivityKind, ListActivityDay[]> {
  const out: Record<ListActivityKind, ListActivityDay[]> = { ANIME: [], MANGA: [], ALL: [] };
  const first = [listDays[0]?.day, statuses[0]?.day, scores[0]?.day].filter((d): d is string => !!d).sort()[0];
  if (!first) return out;
  const activeOf = new Map(active.map((r) => [`${r.day}|${r.media_type}`, r.members]));
  for (const kind of LIST_ACTIVITY_KINDS) {
    const mine = <R extends { day: string; media_type: string }>(rows: readonly R[]) => {
      const byDay = new Map<string, R[]>();
      for (const r of rows) if (kind === 'ALL' || r.media_type === kind) (byDay.get(r.day) ?? byDay.set(r.day, []).get(r.day)!).push(r);
      return byDay;
    };
    const dayRows = mine(listDays);
    const statusRows = mine(statuses);
    const scoreRows = mine(scores);
    const entries = zeros(MEDIA_LIST_STATUSES) as Record<MediaListStatus, number>;
    for (const date of days(first, last)) {
      const ds = dayRows.get(date) ?? [];
      const added = zeros(MEDIA_LIST_STATUSES) as Record<MediaListStatus, number>;
      const entriesChange = zeros(MEDIA_LIST_STATUSES) as Record<MediaListStatus, number>;
      for (const r of statusRows.get(date) ?? []) {
        added[r.status] += r.added;
        entriesChange[r.status] += r.entered - r.exited;
      }
      for (const st of MEDIA_LIST_STATUSES) entries[st] += entriesChange[st];
      const bars = zeros(SCORE_BARS);
      for (const r of scoreRows.get(date) ?? []) bars[String(r.score)]! += r.given;
      const given = ds.reduce((n, r) => n + r.scores_given, 0);
      const sum = ds.reduce((n, r) => n + Number(r.score_sum), 0);
      out[kind].push({
        date,
        changes: ds.reduce((n, r) => n + r.changes, 0),
        activeMembers: activeOf.get(`${date}|${kind}`) ?? 0,
        added,
        entries: { ...entries },
        entriesChange,
        scoresGiven: given,
        scores: bars,
        meanScore: mean(sum, given),
      });
    }
  }
  return out;
}

/** The live schema's checkpoint as text: the cache key of a snapshot (the rows change only when it moves). */
export async function readCheckpointKey(db: SiteStatsQueryable, schema: string): Promise<string> {
  const { rows } = await db.query<{ k: string }>(
    `SELECT transaction_id || ':' || position AS k FROM ${quoteIdent(schema)}.checkpoint LIMIT 1`,
  );
  return rows[0]?.k ?? 'none';
}
