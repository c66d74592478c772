import type pg from 'pg';

// The person columns each document entry carries (rows.ts, PagePerson), as jsonb_build_object arguments.
const person = (alias: string) =>
  ['id', 'name_first', 'name_middle', 'name_last', 'name_full', 'name_native', 'image_large', 'image_medium']
    .map((c) => `'${c}', ${alias}.${c}`)
    .join(', ');

// Only edges whose person exists (as the query-service's joins did), in the order the query-service's loaders
// break ties: the editors' position, then the person's id (staff: then the role).
const DOCUMENT_SQL = `UPDATE media_pages p SET
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
    FROM media_studios ms JOIN studios s ON s.id = ms.studio_id WHERE ms.media_id = p.media_id), '[]'::jsonb)
  WHERE p.media_id = ANY($1::int[])`;

/** Characters, staff members and studios a batch added or changed. */
export interface Named {
  characters: number[];
  staff: number[];
  studios: number[];
}

/** The media whose documents read these people or studios (a character, a voice actor, staff, a studio). */
export async function mediaNaming(tx: pg.ClientBase, named: Named): Promise<number[]> {
  if (named.characters.length + named.staff.length + named.studios.length === 0) return [];
  const { rows } = await tx.query<{ media_id: number }>(
    `SELECT media_id FROM media_characters WHERE character_id = ANY($1::int[])
     UNION SELECT media_id FROM media_character_voice_actors WHERE staff_id = ANY($2::int[])
     UNION SELECT media_id FROM media_staff WHERE staff_id = ANY($2::int[])
     UNION SELECT media_id FROM media_studios WHERE studio_id = ANY($3::int[])`,
    [named.characters, named.staff, named.studios],
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
