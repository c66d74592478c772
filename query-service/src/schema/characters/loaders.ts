import type { CharacterRole } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { GENERIC_PLAN } from '../../db/queryable.ts';
import { T } from '../../db/sql.ts';
import { groupBy } from '../../loaders.ts';
import { orderFrom } from '../media/loaders.ts';
import { roleMediaOf } from '../people/roleMedia.ts';
import type { StaffRow } from '../staff/rows.ts';
import type { SortArg } from '../sortArg.ts';

export type VoiceActorRow = StaffRow & { __media: number; __character: number; __role_notes: string | null; __dub_group: string | null };

/** StaffLanguage enum value → the language stored on staff rows (JAPANESE → Japanese). */
export const languageName = (l: string) => l.charAt(0) + l.slice(1).toLowerCase();

export const VOICE_ACTOR_ORDER: Record<string, string> = {
  ID: 's.id',
  ID_DESC: 's.id DESC',
  LANGUAGE: 's.language',
  LANGUAGE_DESC: 's.language DESC',
  FAVOURITES: 's.favourites',
  FAVOURITES_DESC: 's.favourites DESC',
  RELEVANCE: 'va.position',
};

/** Voice actors of a character in one media, keyed "mediaId:characterId"; AniList defaults to Japanese. */
export const voiceActorsOf = (ctx: Context, language: string | null | undefined, sort: SortArg) =>
  ctx.loaders.get<string, VoiceActorRow[]>(`voiceActors:${JSON.stringify([language, sort])}`, async (keys) => {
    const pairs = keys.map((k) => k.split(':').map(Number) as [number, number]);
    const { rows } = await ctx.db.query<VoiceActorRow>(
      `${GENERIC_PLAN} SELECT s.*, va.media_id AS __media, va.character_id AS __character, va.role_notes AS __role_notes,
              va.dub_group AS __dub_group
       FROM ${T.voiceActors} va JOIN ${T.staff} s ON s.id = va.staff_id
       WHERE (va.media_id, va.character_id) IN (SELECT * FROM unnest($1::int[], $2::int[]))
         AND s.language = $3
       ORDER BY ${orderFrom(VOICE_ACTOR_ORDER, sort, 'va.position, s.id')}`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1]), languageName(language ?? 'JAPANESE')],
    );
    return groupBy(keys, rows, (r) => `${r.__media}:${r.__character}`);
  });

/** Media a character appears in, with its role there (Character.media). */
export const characterMediaOf = roleMediaOf<CharacterRole>({
  loader: 'character.media',
  table: T.mediaCharacters,
  personColumn: 'character_id',
  orderByRole: false,
});
