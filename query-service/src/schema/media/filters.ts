import { z } from 'zod';
import { nameLiteral, T, type SqlParams } from '../../db/sql.ts';
import { badInput } from '../../http/errors.ts';
import { onListCondition } from '../lists/onList.ts';

const IntList = z.array(z.number().int()).max(1000);
const StrList = z.array(z.string().max(200)).max(100);
const text = z.string().max(200);

// Null arguments mean "no filter" (AniList clients send null variables for unset filters).
const nullish = <S extends z.ZodType>(s: S) => s.nullish();

/** Page.media / Query.Media / mediaSearch arguments, validated beyond what the GraphQL types say. */
export const MediaFilter = z.object({
  id: nullish(z.number().int()),
  id_not: nullish(z.number().int()),
  id_in: nullish(IntList),
  id_not_in: nullish(IntList),
  idMal: nullish(z.number().int()),
  idMal_in: nullish(IntList),
  idMal_not: nullish(z.number().int()),
  idMal_not_in: nullish(IntList),
  type: nullish(z.string()),
  format: nullish(z.string()),
  format_in: nullish(StrList),
  format_not: nullish(z.string()),
  format_not_in: nullish(StrList),
  status: nullish(z.string()),
  status_in: nullish(StrList),
  status_not: nullish(z.string()),
  status_not_in: nullish(StrList),
  season: nullish(z.string()),
  seasonYear: nullish(z.number().int()),
  startDate: nullish(z.coerce.number().int()),
  startDate_greater: nullish(z.coerce.number().int()),
  startDate_lesser: nullish(z.coerce.number().int()),
  startDate_like: nullish(z.string().regex(/^[\d%]{1,8}$/, 'must be digits and %')),
  endDate: nullish(z.coerce.number().int()),
  endDate_greater: nullish(z.coerce.number().int()),
  endDate_lesser: nullish(z.coerce.number().int()),
  endDate_like: nullish(z.string().regex(/^[\d%]{1,8}$/, 'must be digits and %')),
  episodes: nullish(z.number().int()),
  episodes_greater: nullish(z.number().int()),
  episodes_lesser: nullish(z.number().int()),
  duration: nullish(z.number().int()),
  duration_greater: nullish(z.number().int()),
  duration_lesser: nullish(z.number().int()),
  chapters: nullish(z.number().int()),
  chapters_greater: nullish(z.number().int()),
  chapters_lesser: nullish(z.number().int()),
  volumes: nullish(z.number().int()),
  volumes_greater: nullish(z.number().int()),
  volumes_lesser: nullish(z.number().int()),
  isAdult: nullish(z.boolean()),
  isLicensed: nullish(z.boolean()),
  genre: nullish(text),
  genre_in: nullish(StrList),
  genre_not_in: nullish(StrList),
  tag: nullish(text),
  tag_in: nullish(StrList),
  tag_not_in: nullish(StrList),
  tagCategory: nullish(text),
  tagCategory_in: nullish(StrList),
  tagCategory_not_in: nullish(StrList),
  minimumTagRank: nullish(z.number().int().min(0).max(100)),
  licensedBy: nullish(text),
  licensedBy_in: nullish(StrList),
  licensedById: nullish(z.number().int()),
  licensedById_in: nullish(IntList),
  averageScore: nullish(z.number().int()),
  averageScore_not: nullish(z.number().int()),
  averageScore_greater: nullish(z.number().int()),
  averageScore_lesser: nullish(z.number().int()),
  popularity: nullish(z.number().int()),
  popularity_not: nullish(z.number().int()),
  popularity_greater: nullish(z.number().int()),
  popularity_lesser: nullish(z.number().int()),
  source: nullish(z.string()),
  source_in: nullish(StrList),
  countryOfOrigin: nullish(z.string()),
  countryOfOrigin_in: nullish(StrList),
  countryOfOrigin_not_in: nullish(StrList),
  search: nullish(text),
  // Applied through `listViewer` (MediaQuery): a guest has no list, so it is ignored for guests.
  onList: nullish(z.boolean()),
  sort: nullish(z.array(z.string()).max(10)),
});
export type MediaFilter = z.infer<typeof MediaFilter>;
/** A filter with the member whose list `onList` refers to (null: a guest, or no onList). */
export type MediaQuery = MediaFilter & { listViewer?: number | null };

export function parseMediaFilter(args: Record<string, unknown>): MediaFilter {
  const parsed = MediaFilter.safeParse(args);
  if (parsed.success) return parsed.data;
  const validation: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (validation[issue.path.join('.')] ??= []).push(issue.message);
  throw badInput('Validation error.', validation);
}

/** The WHERE conditions over `m` (rm_media.media) for a filter; search is joined separately (hits CTE). */
export function mediaConditions(f: MediaQuery, p: SqlParams['p']): string[] {
  const c: string[] = [];
  // Enum values and booleans as literals, so that rare ones plan through their indexes (nameLiteral).
  const value = (v: unknown) => nameLiteral(v) ?? p(v);
  const values = (v: unknown[]) => (v.length && v.every((x) => nameLiteral(x)) ? `ARRAY[${v.map(nameLiteral).join(', ')}]` : p(v));
  const eq = (col: string, v: unknown) => v != null && c.push(`${col} = ${value(v)}`);
  const not = (col: string, v: unknown) => v != null && c.push(`${col} IS DISTINCT FROM ${value(v)}`);
  const inList = (col: string, v: unknown[] | null | undefined, type: string) => v && c.push(`${col} = ANY(${values(v)}::${type}[])`);
  const notIn = (col: string, v: unknown[] | null | undefined, type: string) =>
    v?.length && c.push(`(${col} IS NULL OR NOT (${col} = ANY(${values(v)}::${type}[])))`);
  const gt = (col: string, v: number | null | undefined) => v != null && c.push(`${col} > ${p(v)}`);
  const lt = (col: string, v: number | null | undefined) => v != null && c.push(`${col} < ${p(v)}`);

  eq('m.id', f.id);
  not('m.id', f.id_not);
  inList('m.id', f.id_in, 'int');
  notIn('m.id', f.id_not_in, 'int');
  eq('m.id_mal', f.idMal);
  not('m.id_mal', f.idMal_not);
  inList('m.id_mal', f.idMal_in, 'int');
  notIn('m.id_mal', f.idMal_not_in, 'int');
  eq('m.type', f.type);
  eq('m.format', f.format);
  inList('m.format', f.format_in, 'text');
  not('m.format', f.format_not);
  notIn('m.format', f.format_not_in, 'text');
  eq('m.status', f.status);
  inList('m.status', f.status_in, 'text');
  not('m.status', f.status_not);
  notIn('m.status', f.status_not_in, 'text');
  eq('m.season', f.season);
  eq('m.season_year', f.seasonYear);
  eq('m.start_date_int', f.startDate);
  gt('m.start_date_int', f.startDate_greater);
  lt('m.start_date_int', f.startDate_lesser);
  if (f.startDate_like) c.push(`m.start_date_int::text LIKE ${p(f.startDate_like)}`);
  eq('m.end_date_int', f.endDate);
  gt('m.end_date_int', f.endDate_greater);
  lt('m.end_date_int', f.endDate_lesser);
  if (f.endDate_like) c.push(`m.end_date_int::text LIKE ${p(f.endDate_like)}`);
  for (const col of ['episodes', 'duration', 'chapters', 'volumes'] as const) {
    eq(`m.${col}`, f[col]);
    gt(`m.${col}`, f[`${col}_greater`]);
    lt(`m.${col}`, f[`${col}_lesser`]);
  }
  eq('m.is_adult', f.isAdult);
  eq('m.is_licensed', f.isLicensed);
  // genre_in and tag_in narrow: a media must carry every one of them, as on AniList. Containment (@>) can
  // use the GIN index on genres.
  if (f.genre) c.push(`m.genres @> ARRAY[${p(f.genre)}::text]`);
  if (f.genre_in?.length) c.push(`m.genres @> ${p(f.genre_in)}::text[]`);
  if (f.genre_not_in?.length) c.push(`NOT (m.genres && ${p(f.genre_not_in)}::text[])`);
  tagConditions(f, p, c);
  licensedByConditions(f, p, c);
  eq('m.average_score', f.averageScore);
  not('m.average_score', f.averageScore_not);
  gt('m.average_score', f.averageScore_greater);
  lt('m.average_score', f.averageScore_lesser);
  eq('m.popularity', f.popularity);
  not('m.popularity', f.popularity_not);
  gt('m.popularity', f.popularity_greater);
  lt('m.popularity', f.popularity_lesser);
  eq('m.source', f.source);
  inList('m.source', f.source_in, 'text');
  eq('m.country_of_origin', f.countryOfOrigin);
  inList('m.country_of_origin', f.countryOfOrigin_in, 'text');
  notIn('m.country_of_origin', f.countryOfOrigin_not_in, 'text');
  if (f.onList != null && f.listViewer != null) c.push(onListCondition(f.onList, p(f.listViewer), 'm.id'));
  return c;
}

function tagConditions(f: MediaFilter, p: SqlParams['p'], c: string[]) {
  let minRank: string | null = null;
  const hasTag = (cond: string) =>
    `EXISTS (SELECT 1 FROM ${T.mediaTags} mt JOIN ${T.tags} t ON t.id = mt.tag_id
             WHERE mt.media_id = m.id AND mt.rank >= ${(minRank ??= p(f.minimumTagRank ?? 0))}::int AND ${cond})`;
  const names = [...(f.tag ? [f.tag] : []), ...(f.tag_in ?? [])];
  for (const name of names) c.push(hasTag(`lower(t.name) = lower(${p(name)})`));
  if (f.tag_not_in?.length) c.push(`NOT ${hasTag(`lower(t.name) = ANY(${p(f.tag_not_in.map((n) => n.toLowerCase()))}::text[])`)}`);
  const categories = [...(f.tagCategory ? [f.tagCategory] : []), ...(f.tagCategory_in ?? [])];
  for (const cat of categories) c.push(hasTag(`lower(t.category) = lower(${p(cat)})`));
  if (f.tagCategory_not_in?.length) {
    c.push(`NOT ${hasTag(`lower(t.category) = ANY(${p(f.tagCategory_not_in.map((n) => n.toLowerCase()))}::text[])`)}`);
  }
}

// "Licensed by" means an external link of that site (AniList's streaming/readable-on filters). Link
// source ids are the id of the first link of each site (see ExternalLinkSourceCollection).
function licensedByConditions(f: MediaFilter, p: SqlParams['p'], c: string[]) {
  const sites = [...(f.licensedBy ? [f.licensedBy] : []), ...(f.licensedBy_in ?? [])];
  if (sites.length) {
    c.push(`EXISTS (SELECT 1 FROM jsonb_array_elements(m.external_links) l
                    WHERE lower(l->>'site') = ANY(${p(sites.map((s) => s.toLowerCase()))}::text[]))`);
  }
  const ids = [...(f.licensedById != null ? [f.licensedById] : []), ...(f.licensedById_in ?? [])];
  if (ids.length) {
    c.push(`EXISTS (SELECT 1 FROM jsonb_array_elements(m.external_links) l
                    WHERE l->>'site' IN (SELECT s->>'site' FROM ${T.media} sm, jsonb_array_elements(sm.external_links) s
                                         WHERE (s->>'id')::int = ANY(${p(ids)}::int[])))`);
  }
}
