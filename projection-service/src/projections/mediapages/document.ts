import type pg from 'pg';
import type { MediaCard } from './rows.ts';

/** The columns of a media's card (rows.ts, MediaCard), as the media read model names them. */
export const CARD_COLUMNS = Object.keys({
  type: 1,
  format: 1,
  status: 1,
  title_romaji: 1,
  title_english: 1,
  title_native: 1,
  cover_extra_large: 1,
  cover_large: 1,
  cover_medium: 1,
  cover_color: 1,
  is_adult: 1,
} satisfies Record<Exclude<keyof MediaCard, 'id'>, 1>);

// The person columns each document entry carries (rows.ts, PagePerson), as jsonb_build_object arguments.
const person = (alias: string) =>
  ['id', 'name_first', 'name_middle', 'name_last', 'name_full', 'name_native', 'image_large', 'image_medium']
    .map((c) => `'${c}', ${alias}.${c}`)
    .join(', ');

// Only edges whose media, person, studio or tag exists (as the query-service's joins did), in the order the query-service's
// loaders break ties: the editors' position, then the id (staff: then the role); tags by rank, then name (the
// column's collation, as the loader's ORDER BY); the airing schedule by time, then episode.
const DOCUMENT_SQL = `UPDATE media_pages p SET
  relations = coalesce((
    SELECT jsonb_agg(jsonb_build_object('relation_type', mr.relation_type, 'position', mr.position, 'id', r.media_id,
      ${CARD_COLUMNS.map((c) => `'${c}', r.${c}`).join(', ')}) ORDER BY mr.position)
    FROM media_relations mr JOIN media_pages r ON r.media_id = mr.related_media_id WHERE mr.media_id = p.media_id), '[]'::jsonb),
  characters = coalesce((
    SELECT jsonb_agg(jsonb_build_object(${person('c')}, 'role', mc.role, 'position', mc.position,
      'voice_actors', coalesce((
        SELECT jsonb_agg(jsonb_build_object(${person('s')}, 'language', s.language, 'role_notes', va.role_notes,
                 'dub_group', va.dub_group, 'position', va.position) ORDER BY va.position, s.id)
        FROM media_character_voice_actors va JOIN staff s ON s.id = va.staff_id
        WHERE va.media_id = mc.media_id AND va.character_id = mc.character_id), '[]'::jsonb)
    ) ORDER BY mc.position, c.id)
    FROM media_characters mc JOIN characters c ON c.id = mc.character_id WHERE mc.media_id = p.media_id), '[]'::jsonb),
  staff = coalesce((
    SELECT jsonb_agg(jsonb_build_object(${person('s')}, 'language', s.language, 'role', ms.role, 'position', ms.position)
      ORDER BY ms.position, s.id, ms.role)
    FROM media_staff ms JOIN staff s ON s.id = ms.staff_id WHERE ms.media_id = p.media_id), '[]'::jsonb),
  studios = coalesce((
    SELECT jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'is_animation_studio', s.is_animation_studio,
      'is_main', ms.is_main, 'position', ms.position) ORDER BY ms.position, s.id)
    FROM media_studios ms JOIN studios s ON s.id = ms.studio_id WHERE ms.media_id = p.media_id), '[]'::jsonb),
  tags = coalesce((
    SELECT jsonb_agg(jsonb_build_object('media_id', mt.media_id, 'rank', mt.rank, 'is_media_spoiler', mt.is_media_spoiler,
      'user_id', mt.user_id, 'id', t.id, 'name', t.name, 'description', t.description, 'category', t.category,
      'is_general_spoiler', t.is_general_spoiler, 'is_adult', t.is_adult) ORDER BY mt.rank DESC, t.name)
    FROM media_tags mt JOIN tags t ON t.id = mt.tag_id WHERE mt.media_id = p.media_id), '[]'::jsonb),
  airing = coalesce((
    SELECT jsonb_agg(jsonb_build_object('episode', a.episode, 'airing_at', a.airing_at) ORDER BY a.airing_at, a.episode)
    FROM airing_schedule a WHERE a.media_id = p.media_id), '[]'::jsonb)
  WHERE p.media_id = ANY($1::int[])`;

/** Media (their cards), characters, staff members, studios and tags a batch added, changed or removed. */
export interface Named {
  media: number[];
  characters: number[];
  staff: number[];
  studios: number[];
  tags: number[];
}

/** The media whose documents read these (a related media's card, a character, a voice actor, staff, a studio, a tag). */
export async function mediaNaming(tx: pg.ClientBase, named: Named): Promise<number[]> {
  if (Object.values(named).every((ids: number[]) => ids.length === 0)) return [];
  const { rows } = await tx.query<{ media_id: number }>(
    `SELECT media_id FROM media_characters WHERE character_id = ANY($1::int[])
     UNION SELECT media_id FROM media_character_voice_actors WHERE staff_id = ANY($2::int[])
     UNION SELECT media_id FROM media_staff WHERE staff_id = ANY($2::int[])
     UNION SELECT media_id FROM media_studios WHERE studio_id = ANY($3::int[])
     UNION SELECT media_id FROM media_relations WHERE related_media_id = ANY($4::int[])
     UNION SELECT media_id FROM media_tags WHERE tag_id = ANY($5::int[])`,
    [named.characters, named.staff, named.studios, named.media, named.tags],
  );
  return rows.map((r) => r.media_id);
}

/**
 * Writes the documents of these media again from the read model's own tables, as they stand at the end of the batch:
 * a document is a function of those rows alone, so any batch boundaries (and a replay) give the same documents.
 */
export async function writeDocuments(tx: pg.ClientBase, mediaIds: readonly number[]): Promise<void> {
  if (mediaIds.length > 0) await tx.query(DOCUMENT_SQL, [[...new Set(mediaIds)]]);
}
