import { quoteIdent } from '@tsuzuki/event-store';
import { mediaFigures, type Baseline, type FigureSource, type Figures } from '../media/figures.ts';
import { COUNT_COLUMNS, zeroCounts, type CountColumn, type Counts } from '../media/listCounts.ts';
import type { SiteStatsQueryable } from '../sitestats/read.ts';

// Media's figures as they stood at the end of a day (their stats tab as of a date), from a mediastats schema: the live
// one (GraphQL Media.stats(asOf)) or a scratch one replayed up to an instant (npm run stats -- --as-of --media). The
// sums of a media's media_days rows up to the day, with the figures' source and baseline as a replay of the events
// dated up to its end would have them (ADR 14): the members' lists once any list event is dated by then, else the last
// import dated by then; media/figures.ts turns them into figures, as it does the media read model's live counters.

export interface MediaStatisticsSnapshot extends Figures {
  mediaId: number;
  /** The day the figures stand at (yyyy-mm-dd, UTC). */
  day: string;
}

type MediaDaySums = Record<CountColumn | 'media_id', number | string>;

/** Reads `schema`'s rows of `mediaIds` up to `day` (inclusive): one snapshot per id, in the order asked. */
export async function readMediaStatistics(
  db: SiteStatsQueryable,
  schema: string,
  mediaIds: readonly number[],
  day: string,
): Promise<MediaStatisticsSnapshot[]> {
  if (mediaIds.length === 0) return [];
  const s = quoteIdent(schema);
  const [sums, imports, lists] = await Promise.all([
    db.query<MediaDaySums>(
      `SELECT media_id, ${COUNT_COLUMNS.map((c) => `sum(${c})::${c === 'score_sum' ? 'bigint' : 'int'} AS ${c}`).join(', ')}
      FROM ${s}.media_days WHERE media_id = ANY($1::int[]) AND day <= $2::date GROUP BY media_id`,
      [mediaIds, day],
    ),
    db.query<{ media_id: number; imported: Baseline }>(
      `SELECT DISTINCT ON (media_id) media_id, imported FROM ${s}.media_imports
      WHERE media_id = ANY($1::int[]) AND day <= $2::date ORDER BY media_id, transaction_id DESC, position DESC`,
      [mediaIds, day],
    ),
    db.query<{ since: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${s}.list_days WHERE day <= $1::date) AS since`, [day]),
  ]);
  const counts = new Map(
    sums.rows.map((r) => [Number(r.media_id), Object.fromEntries(COUNT_COLUMNS.map((c) => [c, Number(r[c])])) as Counts]),
  );
  const imported = new Map(imports.rows.map((r) => [r.media_id, r.imported]));
  const source: FigureSource = lists.rows[0]?.since ? 'LISTS' : 'IMPORTED';
  return mediaIds.map((mediaId) => ({
    mediaId,
    day,
    ...mediaFigures({ counts: counts.get(mediaId) ?? zeroCounts(), imported: imported.get(mediaId) ?? null }, source),
  }));
}
