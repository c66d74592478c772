// Finds the catalogue's media for the entries of an export. A file exported here names our own media ids. Other
// sites' ids are not ours, but many media link to their AniList or MyAnimeList page, which names the id, and every
// media of the catalogue keeps its MyAnimeList id (Media.idMal); an AniList id without a link maps to a MyAnimeList
// id through @kawaiioverflow/arm (anime only). Those are the surest matches, in that order. Otherwise the title is compared with
// every name of the media (romaji, English, native, synonyms) as the search read model normalises them
// (rm_search), and failing that with the names closest to it (trigram similarity, rm_search.similar_documents).
// Media already on the member's list, then the format and the episode or chapter count break ties between media of
// the same name (so that a list exported here and imported back finds the entries it came from).
import type { MediaType } from '@tsuzuki/events';
import type { Queryable } from '../db/queryable.ts';
import { T } from '../db/sql.ts';
import { malIdOfAniList } from './armIds.ts';
import type { MalSeries } from './malMapping.ts';
import { eachInTurns } from './turns.ts';

export type MatchKind = 'MEDIA_ID' | 'ANILIST_ID' | 'MAL_ID' | 'TITLE' | 'SIMILAR_TITLE';

export interface MatchRequest {
  index: number;
  type: MediaType;
  series: MalSeries;
}

export interface Match {
  mediaId: number;
  how: MatchKind;
}

/** Below this trigram similarity of the title to a media's closest name, the media is not offered. */
export const SIMILAR_TITLE_THRESHOLD = 0.55;
/** Titles looked up by similarity per statement: each lookup is an index scan of a few milliseconds. */
const SIMILAR_CHUNK = 100;

interface Candidate {
  i: number;
  id: number;
  format: string | null;
  episodes: number | null;
  chapters: number | null;
  popularity: number;
  sim?: number;
}

// MyAnimeList's series_type and our formats.
const FORMATS: Record<string, string[]> = {
  tv: ['TV', 'TV_SHORT'],
  movie: ['MOVIE'],
  ova: ['OVA'],
  ona: ['ONA'],
  special: ['SPECIAL'],
  music: ['MUSIC'],
};

/** Higher is likelier: on the member's list, same format, same length, then the better known media. */
function fit(request: MatchRequest, c: Candidate, listed: ReadonlySet<number>): number {
  const { format, total } = request.series;
  let score = listed.has(c.id) ? 8 : 0;
  if (format && c.format && (format === c.format || FORMATS[format.toLowerCase()]?.includes(c.format))) score += 2;
  const length = request.type === 'ANIME' ? c.episodes : c.chapters;
  if (total && length === total) score += 2;
  return score;
}

function best(request: MatchRequest, candidates: Candidate[], listed: ReadonlySet<number>): Candidate | undefined {
  return [...candidates].sort(
    (a, b) =>
      (b.sim ?? 1) - (a.sim ?? 1) || fit(request, b, listed) - fit(request, a, listed) || b.popularity - a.popularity || a.id - b.id,
  )[0];
}

const MEDIA_COLUMNS = 'm.id, m.format, m.episodes, m.chapters, m.popularity';

/** Media by the id their link to another site names (`site` as external links name it). */
async function byLinkedId(
  db: Queryable,
  wanted: { r: MatchRequest; id: number }[],
  site: 'MyAnimeList' | 'AniList',
  how: MatchKind,
): Promise<Map<number, Match>> {
  const found = new Map<number, Match>();
  if (wanted.length === 0) return found;
  const host = site === 'MyAnimeList' ? 'myanimelist\\.net' : 'anilist\\.co';
  // MyAnimeList's id is a column too (Media.idMal), kept for media whose link is missing.
  const column =
    site === 'MyAnimeList' ? `UNION ALL SELECT m.type, m.id_mal::text, m.id FROM ${T.media} m WHERE m.id_mal = ANY($1::text[]::int[])` : '';
  const { rows } = await db.query<{ type: MediaType; site_id: string; id: number }>(
    `SELECT * FROM (
       SELECT m.type, link.site_id, m.id
       FROM ${T.media} m
       CROSS JOIN LATERAL jsonb_array_elements(m.external_links) l
       CROSS JOIN LATERAL (SELECT substring(l->>'url' from '^https?://(?:www\\.)?${host}/(?:anime|manga)/(\\d+)') AS site_id) link
       WHERE l->>'site' = $2 AND link.site_id = ANY($1::text[])
       ${column}
     ) found ORDER BY id`,
    [[...new Set(wanted.map((w) => String(w.id)))], site],
  );
  const media = new Map<string, number>();
  for (const row of rows) if (!media.has(`${row.type}:${row.site_id}`)) media.set(`${row.type}:${row.site_id}`, row.id);
  for (const { r, id } of wanted) {
    const mediaId = media.get(`${r.type}:${id}`);
    if (mediaId !== undefined) found.set(r.index, { mediaId, how });
  }
  return found;
}

/** A file exported here names our own media: kept when the media is still there, of the same type. */
async function byOwnId(db: Queryable, requests: MatchRequest[]): Promise<Map<number, Match>> {
  const wanted = requests.filter((r) => r.series.mediaId);
  const found = new Map<number, Match>();
  if (wanted.length === 0) return found;
  const { rows } = await db.query<{ id: number; type: MediaType }>(`SELECT id, type FROM ${T.media} WHERE id = ANY($1::int[])`, [
    wanted.map((r) => r.series.mediaId),
  ]);
  const types = new Map(rows.map((m) => [m.id, m.type]));
  for (const r of wanted) if (types.get(r.series.mediaId!) === r.type) found.set(r.index, { mediaId: r.series.mediaId!, how: 'MEDIA_ID' });
  return found;
}

/** The MyAnimeList id of each request: the file's, or the one @kawaiioverflow/arm gives its AniList anime id. */
async function malIds(requests: MatchRequest[]): Promise<{ r: MatchRequest; id: number }[]> {
  const wanted: { r: MatchRequest; id: number }[] = [];
  for (const r of requests) {
    const id = r.series.malId ?? (r.type === 'ANIME' && r.series.anilistId ? await malIdOfAniList(r.series.anilistId) : null);
    if (id) wanted.push({ r, id });
  }
  return wanted;
}

async function byTitle(db: Queryable, requests: MatchRequest[], listed: ReadonlySet<number>): Promise<Map<number, Match>> {
  const found = new Map<number, Match>();
  if (requests.length === 0) return found;
  // A name equals the title once both are normalised and spaces ignored ("Steins;Gate" is "steins gate").
  const { rows } = await db.query<Candidate>(
    `WITH q AS MATERIALIZED (
       SELECT q.i, q.type, replace(rm_search.search_normalize(q.title), ' ', '') AS key
       FROM unnest($1::int[], $2::text[], $3::text[]) AS q(i, title, type)
     ),
     names AS (
       SELECT DISTINCT d.id, d.media_type, replace(n, ' ', '') AS key
       FROM ${T.search} d CROSS JOIN LATERAL unnest(string_to_array(d.search_text, ' | ')) n
       WHERE d.kind = 'MEDIA' AND d.media_type IN (SELECT DISTINCT type FROM q)
     )
     SELECT q.i, ${MEDIA_COLUMNS}
     FROM q JOIN names ON names.key = q.key AND names.media_type = q.type AND q.key <> ''
     JOIN ${T.media} m ON m.id = names.id`,
    [requests.map((r) => r.index), requests.map((r) => r.series.title), requests.map((r) => r.type)],
  );
  return pick(requests, rows, 'TITLE', listed);
}

async function bySimilarTitle(db: Queryable, requests: MatchRequest[], listed: ReadonlySet<number>): Promise<Map<number, Match>> {
  const found = new Map<number, Match>();
  for (let at = 0; at < requests.length; at += SIMILAR_CHUNK) {
    const chunk = requests.slice(at, at + SIMILAR_CHUNK);
    const { rows } = await db.query<Candidate>(
      `WITH q AS MATERIALIZED (
         SELECT q.i, q.type, rm_search.search_normalize(q.title) AS norm
         FROM unnest($1::int[], $2::text[], $3::text[]) AS q(i, title, type)
       )
       SELECT q.i, c.sim, ${MEDIA_COLUMNS}
       FROM q
       CROSS JOIN LATERAL (
         SELECT s.id, (SELECT max(similarity(q.norm, n)) FROM unnest(string_to_array(s.search_text, ' | ')) n)::real AS sim
         FROM rm_search.similar_documents('MEDIA', q.norm) s
         WHERE s.media_type = q.type
       ) c
       JOIN ${T.media} m ON m.id = c.id
       WHERE length(replace(q.norm, ' ', '')) >= 4 AND c.sim >= $4`,
      [chunk.map((r) => r.index), chunk.map((r) => r.series.title), chunk.map((r) => r.type), SIMILAR_TITLE_THRESHOLD],
    );
    for (const [i, match] of await pick(chunk, rows, 'SIMILAR_TITLE', listed)) found.set(i, match);
  }
  return found;
}

async function pick(requests: MatchRequest[], rows: Candidate[], how: MatchKind, listed: ReadonlySet<number>): Promise<Map<number, Match>> {
  const byIndex = new Map<number, Candidate[]>();
  for (const row of rows) {
    const candidates = byIndex.get(row.i);
    if (candidates) candidates.push(row);
    else byIndex.set(row.i, [row]);
  }
  const found = new Map<number, Match>();
  await eachInTurns(requests, (r) => {
    const chosen = best(r, byIndex.get(r.index) ?? [], listed);
    if (chosen) found.set(r.index, { mediaId: chosen.id, how });
  });
  return found;
}

/**
 * The media of each entry that has one (by entry index): at most 5 + n/100 statements for n entries. `listed`: the
 * media on the member's list, preferred among media of the same name.
 */
export async function matchEntries(
  db: Queryable,
  requests: MatchRequest[],
  listed: ReadonlySet<number> = new Set(),
): Promise<Map<number, Match>> {
  const found = await byOwnId(db, requests);
  const rest = () => requests.filter((r) => !found.has(r.index));
  const add = (more: Map<number, Match>) => {
    for (const [i, m] of more) if (!found.has(i)) found.set(i, m);
  };
  const anilist = rest()
    .filter((r) => r.series.anilistId)
    .map((r) => ({ r, id: r.series.anilistId! }));
  add(await byLinkedId(db, anilist, 'AniList', 'ANILIST_ID'));
  add(await byLinkedId(db, await malIds(rest()), 'MyAnimeList', 'MAL_ID'));
  add(await byTitle(db, rest(), listed));
  add(await bySimilarTitle(db, rest(), listed));
  return found;
}
