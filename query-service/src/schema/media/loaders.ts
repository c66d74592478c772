import type { CharacterRole, MediaRelation } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { GENERIC_PLAN } from '../../db/queryable.ts';
import { T } from '../../db/sql.ts';
import { groupBy, indexBy } from '../../loaders.ts';
import { showsAdult } from '../adultContent.ts';
import { primeMedia } from '../byId.ts';
import type { CharacterRow } from '../characters/rows.ts';
import { pagedChildren } from '../page/childPages.ts';
import type { ConnectionPage, PageWindow } from '../page/paging.ts';
import type { StaffRow } from '../staff/rows.ts';
import type { StudioRow } from '../studios/rows.ts';
import type { MediaRow } from './rows.ts';
import { sortKeys, type SortArg } from '../sortArg.ts';

export type RelationRow = MediaRow & { __parent: number; __relation_type: MediaRelation };
export type MediaCharacterRow = CharacterRow & { __parent: number; __role: CharacterRole };
export type MediaStaffRow = StaffRow & { __parent: number; __role: string };
export type MediaStudioRow = StudioRow & { __parent: number; __is_main: boolean };
/** A tag as one media has it; user_id: who put it on (null: imported). */
export interface TagOnMedia {
  media_id: number;
  id: number;
  name: string;
  description: string | null;
  category: string | null;
  rank: number;
  is_media_spoiler: boolean;
  is_general_spoiler: boolean;
  is_adult: boolean;
  user_id: number | null;
}
export interface AiringRow {
  media_id: number;
  episode: number;
  airing_at: number;
}

/** Media.relations; an adult relation only for a viewer who shows adult content. */
export const relationsOf = (ctx: Context) =>
  ctx.loaders.get<number, RelationRow[]>('media.relations', async (ids) => {
    const adult = await showsAdult(ctx);
    const { rows } = await ctx.db.query<RelationRow>(
      `${GENERIC_PLAN} SELECT r.media_id AS __parent, r.relation_type AS __relation_type, m.*
       FROM ${T.mediaRelations} r JOIN ${T.media} m ON m.id = r.related_media_id
       WHERE r.media_id = ANY($1::int[]) ${adult ? '' : 'AND NOT m.is_adult'} ORDER BY r.media_id, r.position`,
      [ids],
    );
    primeMedia(ctx, rows);
    return groupBy(ids, rows, (r) => r.__parent);
  });

// CharacterSort on a media: ROLE puts main characters first; RELEVANCE (and no sort) keeps the editors' order.
export const CHARACTER_ORDER: Record<string, string> = {
  ID: 'x.id',
  ID_DESC: 'x.id DESC',
  FAVOURITES: 'x.favourites',
  FAVOURITES_DESC: 'x.favourites DESC',
  ROLE: `array_position(ARRAY['MAIN','SUPPORTING','BACKGROUND'], x.__role)`,
  ROLE_DESC: `array_position(ARRAY['MAIN','SUPPORTING','BACKGROUND'], x.__role) DESC`,
  RELEVANCE: 'x.__position',
};
export const orderFrom = (map: Record<string, string>, sort: SortArg, last: string) =>
  [
    ...sortKeys(sort)
      .map((s) => map[s])
      .filter(Boolean),
    last,
  ].join(', ');

export const charactersOf = (ctx: Context, args: { sort?: SortArg; role?: string | null }, window: PageWindow) =>
  ctx.loaders.get<number, ConnectionPage<MediaCharacterRow>>(`media.characters:${JSON.stringify([args.sort, args.role, window])}`, (ids) =>
    pagedChildren<MediaCharacterRow>(ctx.db, {
      inner: `${GENERIC_PLAN} SELECT c.*, mc.media_id AS __parent, mc.role AS __role, mc.position AS __position
              FROM ${T.mediaCharacters} mc JOIN ${T.characters} c ON c.id = mc.character_id
              WHERE mc.media_id = ANY($1::int[]) ${args.role ? 'AND mc.role = $2' : ''}`,
      params: args.role ? [args.role] : [],
      orderBy: orderFrom(CHARACTER_ORDER, args.sort, 'x.__position, x.id'),
      window,
      parentIds: ids,
    }),
  );

export const STAFF_ORDER: Record<string, string> = {
  ID: 'x.id',
  ID_DESC: 'x.id DESC',
  FAVOURITES: 'x.favourites',
  FAVOURITES_DESC: 'x.favourites DESC',
  ROLE: 'x.__role',
  ROLE_DESC: 'x.__role DESC',
  LANGUAGE: 'x.language',
  LANGUAGE_DESC: 'x.language DESC',
  RELEVANCE: 'x.__position',
};

export const staffOf = (ctx: Context, args: { sort?: SortArg }, window: PageWindow) =>
  ctx.loaders.get<number, ConnectionPage<MediaStaffRow>>(`media.staff:${JSON.stringify([args.sort, window])}`, (ids) =>
    pagedChildren<MediaStaffRow>(ctx.db, {
      inner: `${GENERIC_PLAN} SELECT s.*, ms.media_id AS __parent, ms.role AS __role, ms.position AS __position
              FROM ${T.mediaStaff} ms JOIN ${T.staff} s ON s.id = ms.staff_id WHERE ms.media_id = ANY($1::int[])`,
      orderBy: orderFrom(STAFF_ORDER, args.sort, 'x.__position, x.id, x.__role'),
      window,
      parentIds: ids,
    }),
  );

export const STUDIO_ORDER: Record<string, string> = {
  ID: 's.id',
  ID_DESC: 's.id DESC',
  NAME: 'lower(s.name)',
  NAME_DESC: 'lower(s.name) DESC',
  FAVOURITES: 's.favourites',
  FAVOURITES_DESC: 's.favourites DESC',
};

export const studiosOf = (ctx: Context, args: { sort?: SortArg; isMain?: boolean | null }) =>
  ctx.loaders.get<number, MediaStudioRow[]>(`media.studios:${JSON.stringify([args.sort, args.isMain])}`, async (ids) => {
    const { rows } = await ctx.db.query<MediaStudioRow>(
      `${GENERIC_PLAN} SELECT s.*, ms.media_id AS __parent, ms.is_main AS __is_main
       FROM ${T.mediaStudios} ms JOIN ${T.studios} s ON s.id = ms.studio_id
       WHERE ms.media_id = ANY($1::int[]) ${args.isMain != null ? 'AND ms.is_main = $2' : ''}
       ORDER BY ms.media_id, ${orderFrom(STUDIO_ORDER, args.sort, 'ms.position, s.id')}`,
      args.isMain != null ? [ids, args.isMain] : [ids],
    );
    return groupBy(ids, rows, (r) => r.__parent);
  });

export const tagsOf = (ctx: Context) =>
  ctx.loaders.get<number, TagOnMedia[]>('media.tags', async (ids) => {
    const { rows } = await ctx.db.query<TagOnMedia>(
      `${GENERIC_PLAN} SELECT mt.media_id, mt.rank, mt.is_media_spoiler, mt.user_id, t.id, t.name, t.description, t.category, t.is_general_spoiler, t.is_adult
       FROM ${T.mediaTags} mt JOIN ${T.tags} t ON t.id = mt.tag_id
       WHERE mt.media_id = ANY($1::int[]) ORDER BY mt.media_id, mt.rank DESC, t.name`,
      [ids],
    );
    return groupBy(ids, rows, (r) => r.media_id);
  });

/**
 * The next episode of each media: the same until it airs, so the answer names that moment (ctx.timeline) instead of
 * being the clock's for a second (a media page or a list page is kept until the first of its next episodes airs).
 */
export const nextAiringOf = (ctx: Context) =>
  ctx.loaders.get<number, AiringRow | null>('media.nextAiring', async (ids) => {
    const { rows } = await ctx.db.query<AiringRow>(
      `${GENERIC_PLAN} SELECT DISTINCT ON (media_id) media_id, episode, airing_at FROM ${T.airing}
       WHERE media_id = ANY($1::int[]) AND airing_at > $2 ORDER BY media_id, airing_at, episode`,
      [ids, ctx.timeline.now],
    );
    for (const r of rows) ctx.timeline.changesAt(r.airing_at);
    return indexBy(ids, rows, (r) => r.media_id);
  });

export const airingOf = (ctx: Context, notYetAired: boolean | null | undefined, window: PageWindow) =>
  ctx.loaders.get<number, ConnectionPage<AiringRow>>(`media.airing:${JSON.stringify([notYetAired, window])}`, (ids) =>
    pagedChildren<AiringRow>(ctx.db, {
      inner: `SELECT a.*, a.media_id AS __parent FROM ${T.airing} a WHERE a.media_id = ANY($1::int[])
              ${notYetAired == null ? '' : notYetAired ? 'AND a.airing_at > $2' : 'AND a.airing_at <= $2'}`,
      params: notYetAired == null ? [] : [ctx.now],
      orderBy: 'x.airing_at, x.episode',
      window,
      parentIds: ids,
    }),
  );
