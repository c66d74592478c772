import { T } from '../../db/sql.ts';
import type { MediaType } from './rows.ts';

// The SQL of User.statistics: every figure is computed from rm_lists.entries joined to rm_media.media when asked,
// one statement per kind of figure for all the users of a request. Scores are shown in each owner's score
// format (as AniList shows a member's statistics). Parameters: `$1` the owners' ids, `$2` their formats, `$3` the
// media type, `$4` the viewer (-1 for a guest) and `$5` whether the viewer sees every private entry (the system):
// otherwise only the viewer's own private entries count.

/** A raw score (0-100) in the owner's format, as events/src/scores.ts scoreFromRaw gives it (scores above 0). */
export const FORMATTED_SCORE = `CASE o.format
  WHEN 'POINT_100' THEN e.score::numeric
  WHEN 'POINT_10_DECIMAL' THEN e.score / 10.0
  WHEN 'POINT_10' THEN greatest(1, round(e.score / 10.0))
  WHEN 'POINT_5' THEN greatest(1, round(e.score / 20.0))
  ELSE CASE WHEN e.score <= 35 THEN 1 WHEN e.score <= 60 THEN 2 ELSE 3 END END`;

/** The bar of the scores breakdown: tens of POINT_100 (10..100), whole points of the other formats. */
export const SCORE_BAR = `CASE o.format
  WHEN 'POINT_100' THEN least(100, greatest(10, round(e.score / 10.0) * 10))
  WHEN 'POINT_10_DECIMAL' THEN least(10, greatest(1, round(e.score / 10.0)))
  ELSE (${FORMATTED_SCORE}) END`;

const ANIME_LENGTHS = [
  [1, '1'],
  [6, '2-6'],
  [16, '7-16'],
  [28, '17-28'],
  [55, '29-55'],
  [100, '56-100'],
] as const;
const MANGA_LENGTHS = [
  [1, '1'],
  [10, '2-10'],
  [50, '11-50'],
  [100, '51-100'],
  [200, '101-200'],
  [500, '201-500'],
] as const;

/** The length bucket of a media: episodes for anime, chapters for manga; null when not known. */
function lengthSql(type: MediaType): string {
  const [column, buckets, last] = type === 'ANIME' ? ['m.episodes', ANIME_LENGTHS, '101+'] : ['m.chapters', MANGA_LENGTHS, '501+'];
  return `CASE WHEN ${column} IS NULL OR ${column} <= 0 THEN NULL
    ${buckets.map(([max, label]) => `WHEN ${column} <= ${max} THEN '${label}'`).join(' ')} ELSE '${last}' END`;
}

/**
 * One row per visible entry with what the figures read. Watched episodes (read chapters) count each finished
 * rewatch (reread) again: progress plus repeat times the media's length (the progress when the length is unknown).
 */
function baseCte(type: MediaType): string {
  const length = type === 'ANIME' ? 'm.episodes' : 'm.chapters';
  const units = `(e.progress + e.repeat * coalesce(${length}, e.progress))`;
  return `owners AS (SELECT * FROM unnest($1::int[], $2::text[]) AS o(user_id, format)),
  base AS (
    SELECT e.user_id, e.id AS entry_id, e.media_id, e.status, e.score,
           CASE WHEN e.score > 0 THEN ${FORMATTED_SCORE} END AS fscore,
           CASE WHEN e.score > 0 THEN (${SCORE_BAR})::int END AS score_bar,
           ${units} AS units,
           ${type === 'ANIME' ? `${units} * coalesce(m.duration, 0)` : '0'} AS minutes,
           ${type === 'MANGA' ? units : '0'} AS chapters,
           ${type === 'MANGA' ? '(e.progress_volumes + e.repeat * coalesce(m.volumes, e.progress_volumes))' : '0'} AS volumes,
           m.format, m.start_year, m.country_of_origin, m.genres,
           CASE WHEN e.started_at >= 10000 THEN e.started_at / 10000 END AS started_year,
           ${lengthSql(type)} AS length
    FROM ${T.listEntries} e JOIN owners o USING (user_id) JOIN ${T.media} m ON m.id = e.media_id
    WHERE e.media_type = $3 AND (NOT e.private OR e.user_id = $4::int OR $5::boolean)
  )`;
}

/** count, meanScore, standardDeviation and the time/progress sums of each owner. */
export const totalsSql = (type: MediaType) => `WITH ${baseCte(type)}
  SELECT user_id, count(*)::int AS count, coalesce(round(avg(fscore), 2), 0)::float AS mean_score,
         coalesce(round(stddev_pop(fscore), 2), 0)::float AS standard_deviation,
         sum(minutes)::bigint AS minutes, ${type === 'ANIME' ? 'sum(units)' : '0'}::bigint AS episodes,
         sum(chapters)::bigint AS chapters, sum(volumes)::bigint AS volumes
  FROM base GROUP BY user_id`;

/** Each breakdown as (user_id, entry_id, key[, extra]) rows: an entry may fall under several keys (genres, staff...). */
const KEYS = {
  formats: 'SELECT user_id, entry_id, format AS key FROM base',
  statuses: 'SELECT user_id, entry_id, status AS key FROM base',
  scores: 'SELECT user_id, entry_id, score_bar AS key FROM base WHERE score_bar IS NOT NULL',
  lengths: 'SELECT user_id, entry_id, length AS key FROM base',
  releaseYears: 'SELECT user_id, entry_id, start_year AS key FROM base',
  startYears: 'SELECT user_id, entry_id, started_year AS key FROM base',
  genres: 'SELECT user_id, entry_id, g AS key FROM base, unnest(genres) g',
  tags: `SELECT DISTINCT b.user_id, b.entry_id, mt.tag_id AS key FROM base b JOIN ${T.mediaTags} mt ON mt.media_id = b.media_id`,
  countries: 'SELECT user_id, entry_id, country_of_origin AS key FROM base',
  // Japanese voice actors (AniList's default language), with the characters they voiced in the member's media.
  voiceActors: `SELECT b.user_id, b.entry_id, va.staff_id AS key, to_jsonb(array_agg(DISTINCT va.character_id)) AS extra
    FROM base b JOIN ${T.voiceActors} va ON va.media_id = b.media_id JOIN ${T.staff} s ON s.id = va.staff_id AND s.language = 'Japanese'
    GROUP BY b.user_id, b.entry_id, va.staff_id`,
  staff: `SELECT DISTINCT b.user_id, b.entry_id, ms.staff_id AS key FROM base b JOIN ${T.mediaStaff} ms ON ms.media_id = b.media_id`,
  studios: `SELECT DISTINCT b.user_id, b.entry_id, ms.studio_id AS key FROM base b
    JOIN ${T.mediaStudios} ms ON ms.media_id = b.media_id AND ms.is_main`,
};
export type BreakdownName = keyof typeof KEYS;
export const BREAKDOWNS = Object.keys(KEYS) as BreakdownName[];

/** One breakdown of each owner: per key, the entries' count, mean score, time and chapters, and their media. */
export function breakdownSql(type: MediaType, name: BreakdownName): string {
  const extra =
    name === 'voiceActors'
      ? ', jsonb_agg(k.extra) AS extra'
      : name === 'tags'
        ? `, (SELECT to_jsonb(t) FROM ${T.tags} t WHERE t.id = k.key) AS extra`
        : '';
  return `WITH ${baseCte(type)}, keys AS (${KEYS[name]})
    SELECT k.user_id, k.key, count(*)::int AS count, coalesce(round(avg(b.fscore), 2), 0)::float AS mean_score,
           sum(b.minutes)::bigint AS minutes, sum(b.chapters)::bigint AS chapters,
           array_agg(b.media_id ORDER BY b.media_id) AS media_ids ${extra}
    FROM keys k JOIN base b USING (user_id, entry_id)
    GROUP BY k.user_id, k.key`;
}
