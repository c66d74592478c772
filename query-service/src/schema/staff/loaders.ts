import type { CharacterRole } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { adultCondition } from '../adultContent.ts';
import { primeMedia } from '../byId.ts';
import type { CharacterRow } from '../characters/rows.ts';
import type { MediaRow } from '../media/rows.ts';
import { mediaOrderBy } from '../media/sorts.ts';
import { mediaEdgeFilter } from '../lists/onList.ts';
import { pagedChildren } from '../page/childPages.ts';
import { roleMediaOf } from '../people/roleMedia.ts';
import type { ConnectionPage, PageWindow } from '../page/paging.ts';
import { sortKeys, type SortArg } from '../sortArg.ts';

export type VoicedMediaRow = MediaRow & { __parent: number; __character_ids: number[]; __character_role: CharacterRole | null };
export type VoicedCharacterRow = CharacterRow & { __parent: number; __media_ids: number[]; __role: CharacterRole | null };

type MediaArgs = { sort?: SortArg; type?: string | null; onList?: boolean | null };
const key = (name: string, ...parts: unknown[]) => `${name}:${JSON.stringify(parts)}`;

/** Media a staff member worked on, one edge per role (Staff.staffMedia). */
export const staffMediaOf = roleMediaOf<string>({
  loader: 'staff.staffMedia',
  table: T.mediaStaff,
  personColumn: 'staff_id',
  orderByRole: true,
});

/** Media a voice actor appears in, with the characters voiced there (Staff.characterMedia). */
export const characterMediaOfStaff = (ctx: Context, a: MediaArgs, window: PageWindow) =>
  ctx.loaders.get<number, ConnectionPage<VoicedMediaRow>>(key('staff.characterMedia', a.sort, a.onList, window), async (ids) => {
    const { params, where } = await mediaEdgeFilter(ctx, { onList: a.onList });
    const pages = await pagedChildren<VoicedMediaRow>(ctx.db, {
      inner: `SELECT m.*, v.staff_id AS __parent, v.character_ids AS __character_ids, v.character_role AS __character_role
              FROM (SELECT va.staff_id, va.media_id, array_agg(va.character_id ORDER BY va.position) AS character_ids,
                           min(mc.role) AS character_role
                    FROM ${T.voiceActors} va
                    LEFT JOIN ${T.mediaCharacters} mc ON mc.media_id = va.media_id AND mc.character_id = va.character_id
                    WHERE va.staff_id = ANY($1::int[]) GROUP BY va.staff_id, va.media_id) v
              JOIN ${T.media} m ON m.id = v.media_id WHERE true ${where}`,
      params,
      orderBy: mediaOrderBy(a.sort, false, 'x'),
      window,
      parentIds: ids,
    });
    for (const page of pages) primeMedia(ctx, page.items);
    return pages;
  });

const CHARACTER_ORDER: Record<string, string> = {
  ID: 'x.id',
  ID_DESC: 'x.id DESC',
  FAVOURITES: 'x.favourites',
  FAVOURITES_DESC: 'x.favourites DESC',
  ROLE: `array_position(ARRAY['MAIN','SUPPORTING','BACKGROUND'], x.__role)`,
  ROLE_DESC: `array_position(ARRAY['MAIN','SUPPORTING','BACKGROUND'], x.__role) DESC`,
};

/** Characters a voice actor played, with the media of each (Staff.characters); adult media only for those who show them. */
export const charactersOfStaff = (ctx: Context, sort: SortArg, window: PageWindow) =>
  ctx.loaders.get<number, ConnectionPage<VoicedCharacterRow>>(key('staff.characters', sort, window), async (ids) => {
    const adult = await adultCondition(ctx, 'va.media_id');
    return pagedChildren<VoicedCharacterRow>(ctx.db, {
      inner: `SELECT c.*, v.staff_id AS __parent, v.media_ids AS __media_ids, v.role AS __role
              FROM (SELECT va.staff_id, va.character_id, array_agg(va.media_id ORDER BY va.media_id) AS media_ids,
                           min(mc.role) AS role
                    FROM ${T.voiceActors} va
                    LEFT JOIN ${T.mediaCharacters} mc ON mc.media_id = va.media_id AND mc.character_id = va.character_id
                    WHERE va.staff_id = ANY($1::int[]) ${adult ? `AND ${adult}` : ''} GROUP BY va.staff_id, va.character_id) v
              JOIN ${T.characters} c ON c.id = v.character_id`,
      orderBy: [
        ...sortKeys(sort)
          .map((s) => CHARACTER_ORDER[s])
          .filter(Boolean),
        'x.favourites DESC',
        'x.id',
      ].join(', '),
      window,
      parentIds: ids,
    });
  });
