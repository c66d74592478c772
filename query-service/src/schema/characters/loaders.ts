import type { CharacterRole } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { groupBy } from '../../loaders.ts';
import { primeMedia } from '../byId.ts';
import { orderFrom } from '../media/loaders.ts';
import type { MediaRow } from '../media/rows.ts';
import { mediaOrderBy } from '../media/sorts.ts';
import { mediaEdgeFilter } from '../lists/onList.ts';
import { pagedChildren } from '../page/childPages.ts';
import type { ConnectionPage, PageWindow } from '../page/paging.ts';
import type { StaffRow } from '../staff/rows.ts';
import type { SortArg } from '../sortArg.ts';

export type VoiceActorRow = StaffRow & { __media: number; __character: number; __role_notes: string | null; __dub_group: string | null };
export type CharacterMediaRow = MediaRow & { __parent: number; __role: CharacterRole };

/** StaffLanguage enum value → the language stored on staff rows (JAPANESE → Japanese). */
export const languageName = (l: string) => l.charAt(0) + l.slice(1).toLowerCase();

const VOICE_ACTOR_ORDER: Record<string, string> = {
  ID: 's.id', ID_DESC: 's.id DESC', LANGUAGE: 's.language', LANGUAGE_DESC: 's.language DESC',
  FAVOURITES: 's.favourites', FAVOURITES_DESC: 's.favourites DESC', RELEVANCE: 'va.position',
};

/** Voice actors of a character in one media, keyed "mediaId:characterId"; AniList defaults to Japanese. */
export const voiceActorsOf = (ctx: Context, language: string | null | undefined, sort: SortArg) =>
  ctx.loaders.get<string, VoiceActorRow[]>(`voiceActors:${JSON.stringify([language, sort])}`, async (keys) => {
    const pairs = keys.map((k) => k.split(':').map(Number) as [number, number]);
    const { rows } = await ctx.db.query<VoiceActorRow>(
      `SELECT s.*, va.media_id AS __media, va.character_id AS __character, va.role_notes AS __role_notes,
              va.dub_group AS __dub_group
       FROM ${T.voiceActors} va JOIN ${T.staff} s ON s.id = va.staff_id
       WHERE (va.media_id, va.character_id) IN (SELECT * FROM unnest($1::int[], $2::int[]))
         AND s.language = $3
       ORDER BY ${orderFrom(VOICE_ACTOR_ORDER, sort, 'va.position, s.id')}`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1]), languageName(language ?? 'JAPANESE')],
    );
    return groupBy(keys, rows, (r) => `${r.__media}:${r.__character}`);
  });

export const characterMediaOf = (
  ctx: Context, args: { sort?: SortArg; type?: string | null; onList?: boolean | null }, window: PageWindow,
) =>
  ctx.loaders.get<number, ConnectionPage<CharacterMediaRow>>(`character.media:${JSON.stringify([args.sort, args.type, args.onList, window])}`, async (ids) => {
    const { params, where } = await mediaEdgeFilter(ctx, args);
    const pages = await pagedChildren<CharacterMediaRow>(ctx.db, {
      inner: `SELECT m.*, mc.character_id AS __parent, mc.role AS __role
              FROM ${T.mediaCharacters} mc JOIN ${T.media} m ON m.id = mc.media_id
              WHERE mc.character_id = ANY($1::int[]) ${where}`,
      params,
      orderBy: mediaOrderBy(args.sort, false, 'x'),
      window,
      parentIds: ids,
    });
    for (const page of pages) primeMedia(ctx, page.items);
    return pages;
  });

