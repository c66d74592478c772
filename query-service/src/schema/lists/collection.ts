import type { Context } from '../../context.ts';
import { jsonRows } from '../../db/jsonRows.ts';
import { SqlParams, T } from '../../db/sql.ts';
import { badInput, notFound } from '../../http/errors.ts';
import { adultCondition } from '../adultContent.ts';
import { mediaById, mediaLeanById, userById, type LeanMediaRow } from '../byId.ts';
import type { MediaRow } from '../media/rows.ts';
import { viewerLanguages } from '../users/preferences.ts';
import type { UserRow } from '../users/rows.ts';
import { memberId } from './access.ts';
import { listConditions, parseListFilter, type ListFilter } from './filters.ts';
import { groupEntries, type GroupedEntry, type ListGroup } from './groups.ts';
import { listOptionsOf, typeOptions, type MediaType } from './rows.ts';
import { listSortOrderBy, rowOrderBy } from './sorts.ts';

/** AniList's largest chunk of a collection. */
export const PER_CHUNK_MAX = 500;

/** The media rows a collection's entries carry: none (not asked), lean ones (byId.ts) or whole ones. */
export type MediaRows = 'none' | 'lean' | 'full';

export interface CollectionModel {
  user: UserRow;
  lists: ListGroup<GroupedEntry>[];
  hasNextChunk: boolean;
}

/** The list's owner, by id or name; without either, the logged-in member (AniList requires one of them). */
export async function listOwner(ctx: Context, f: Pick<ListFilter, 'userId' | 'userName'>): Promise<UserRow> {
  let owner: UserRow | null | undefined;
  if (f.userId != null) owner = await userById(ctx).load(f.userId);
  else if (f.userName != null) {
    const { rows } = await ctx.db.query<UserRow>(`SELECT * FROM ${T.users} WHERE name_lower = lower($1)`, [f.userName]);
    owner = rows[0];
    if (owner) userById(ctx).prime(owner.id, owner);
  } else {
    const viewer = memberId(ctx);
    if (viewer == null) throw badInput('Validation error.', { userId: ['A user id or user name is required.'] });
    owner = await userById(ctx).load(viewer);
  }
  if (!owner) throw notFound();
  return owner;
}

/**
 * Query.MediaListCollection: one statement reads the owner's entries of the type (with their media's format,
 * for split Completed lists) in the asked sort or the owner's row order; the entries' media in one batch, lean rows
 * unless a long field is asked (byId.ts). With chunk or perChunk, one chunk of the ordered entries.
 */
export async function mediaListCollection(
  ctx: Context,
  args: Record<string, unknown>,
  { media: asked = 'full', expect }: { media?: MediaRows; expect?: (entries: number) => void } = {},
): Promise<CollectionModel> {
  const f = parseListFilter(args);
  if (!f.type) throw badInput('Validation error.', { type: ['A media type is required.'] });
  const type: MediaType = f.type;
  const [owner, languages, adult] = await Promise.all([listOwner(ctx, f), viewerLanguages(ctx), adultCondition(ctx, 'e.media_id')]);
  const options = listOptionsOf(owner);

  const sql = new SqlParams();
  const where = listConditions(ctx, { ...f, userId: owner.id, userName: null }, sql.p);
  // Adult entries only for a viewer who shows adult content, the list's owner included (as AniList hides them).
  if (adult) where.push(adult);
  const orderBy = listSortOrderBy(f.sort) ?? rowOrderBy(options.rowOrder, languages.titleLanguage);
  const chunked = f.chunk != null || f.perChunk != null;
  const perChunk = Math.min(f.perChunk ?? PER_CHUNK_MAX, PER_CHUNK_MAX);
  const window = chunked ? `LIMIT ${sql.p(perChunk + 1)} OFFSET ${sql.p(((f.chunk ?? 1) - 1) * perChunk)}` : '';
  // As one JSON array (db/jsonRows.ts): a long list is thousands of wide rows.
  const rows = await jsonRows<GroupedEntry>(
    ctx.db,
    `SELECT e.*, m.format AS media_format FROM ${T.listEntries} e JOIN ${T.media} m ON m.id = e.media_id
     WHERE ${where.join(' AND ')} ORDER BY ${orderBy} ${window}`,
    sql.values,
  );
  const hasNextChunk = chunked && rows.length > perChunk;
  const entries = hasNextChunk ? rows.slice(0, perChunk) : rows;
  const lists = groupEntries(entries, { type, list: typeOptions(options, type), forceSingleCompletedList: !!f.forceSingleCompletedList });
  // A list too large for the request is refused before its media are read or any entry is resolved (an entry in
  // custom lists counts once per list; http/requestCost.ts).
  expect?.(lists.reduce((n, g) => n + g.entries.length, 0));
  // Each entry carries its owner's settings and its media (read in one batch when asked for), so thousands of
  // entries resolve without a promise each.
  const ids = [...new Set(entries.map((r) => r.media_id))];
  const media = asked === 'none' ? [] : await (asked === 'lean' ? mediaLeanById : mediaById)(ctx).loadMany(ids);
  // A lean row answers every field the selection asks of it (mediaRowsAsked).
  const mediaOf = new Map(media.filter((m): m is LeanMediaRow => !!m && !(m instanceof Error)).map((m) => [m.id, m as MediaRow]));
  for (const r of entries)
    Object.assign(r, { __options: options, __media: asked === 'none' ? undefined : (mediaOf.get(r.media_id) ?? null) });
  return { user: owner, lists, hasNextChunk };
}
