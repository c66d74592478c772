import type pg from 'pg';
import { T } from '../db/sql.ts';

// Row writers for query tests. They write the read-model tables the way the projections do, including
// the search document (same names_text and tsv expressions as the search projection).
const JSONB = new Set(['trailer', 'external_links', 'streaming_episodes', 'status_distribution', 'score_distribution']);

export async function insertRow(db: pg.Pool, table: string, row: Record<string, unknown>): Promise<void> {
  const keys = Object.keys(row);
  const values = keys.map((k) => (JSONB.has(k) && row[k] != null ? JSON.stringify(row[k]) : row[k]));
  await db.query(`INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')})`, values);
}

async function searchDocument(
  db: pg.Pool,
  kind: string,
  id: number,
  names: (string | null | undefined)[],
  mediaType: string | null = null,
  isAdult = false,
) {
  await db.query(
    `INSERT INTO ${T.search} (kind, id, media_type, is_adult, names, names_text, tsv)
     SELECT $1, $2, $3, $4, d.names, lower(array_to_string(d.names, ' | ')), to_tsvector('simple', array_to_string(d.names, ' '))
     FROM (SELECT $5::text[] AS names) d`,
    [kind, id, mediaType, isAdult, names.filter((n): n is string => !!n)],
  );
}

export interface MediaFixture {
  id: number;
  type?: 'ANIME' | 'MANGA';
  romaji: string;
  english?: string | null;
  native?: string | null;
  synonyms?: string[];
  [column: string]: unknown;
}

export async function insertMedia(db: pg.Pool, m: MediaFixture): Promise<void> {
  const { romaji, english = null, native = null, synonyms = [], type = 'ANIME', ...columns } = m;
  const start = [columns.start_year, columns.start_month, columns.start_day] as (number | null | undefined)[];
  const end = [columns.end_year, columns.end_month, columns.end_day] as (number | null | undefined)[];
  const dateInt = (d: (number | null | undefined)[]) => (d[0] ? d[0] * 10000 + (d[1] ?? 0) * 100 + (d[2] ?? 0) : null);
  await insertRow(db, T.media, {
    type,
    title_romaji: romaji,
    title_english: english,
    title_native: native,
    synonyms,
    start_date_int: dateInt(start),
    end_date_int: dateInt(end),
    created_at: 1_600_000_000,
    updated_at: 1_600_000_000,
    ...columns,
  });
  for (const genre of (columns.genres as string[] | undefined) ?? []) {
    await insertRow(db, T.genres, { media_id: m.id, genre, media_type: type, is_adult: !!columns.is_adult });
  }
  await searchDocument(db, 'MEDIA', m.id, [romaji, english, native, ...synonyms], type, !!columns.is_adult);
}

export async function insertCharacter(db: pg.Pool, c: { id: number; name_full: string; [column: string]: unknown }) {
  await insertRow(db, T.characters, { created_at: 1_600_000_000, updated_at: 1_600_000_000, ...c });
  await searchDocument(db, 'CHARACTER', c.id, [c.name_full, c.name_native as string | undefined]);
}

export async function insertStaff(db: pg.Pool, s: { id: number; name_full: string; [column: string]: unknown }) {
  await insertRow(db, T.staff, { created_at: 1_600_000_000, updated_at: 1_600_000_000, ...s });
  await searchDocument(db, 'STAFF', s.id, [s.name_full, s.name_native as string | undefined]);
}

export async function insertStudio(db: pg.Pool, s: { id: number; name: string; is_animation_studio?: boolean; favourites?: number }) {
  await insertRow(db, T.studios, { is_animation_studio: true, created_at: 1_600_000_000, ...s });
  await searchDocument(db, 'STUDIO', s.id, [s.name]);
}

/**
 * `count` characters (or anime) named "<name> <n>" (n from 1, id `firstId - 1 + n`, favourites or popularity the SQL
 * expression of n given) with their search documents: a crowd in two statements, for lists larger than a page or a cap.
 */
export async function insertCrowd(
  db: pg.Pool,
  c: { kind: 'CHARACTER' | 'MEDIA'; firstId: number; count: number; name: string; weight: string },
) {
  const params = [c.firstId - 1, c.count, `${c.name} `];
  await db.query(
    c.kind === 'MEDIA'
      ? `INSERT INTO ${T.media} (id, type, title_romaji, popularity, created_at, updated_at)
         SELECT $1::int + n, 'ANIME', $3::text || n, ${c.weight}, 1600000000, 1600000000 FROM generate_series(1, $2::int) n`
      : `INSERT INTO ${T.characters} (id, name_full, favourites, created_at, updated_at)
         SELECT $1::int + n, $3::text || n, ${c.weight}, 1600000000, 1600000000 FROM generate_series(1, $2::int) n`,
    params,
  );
  await db.query(
    `INSERT INTO ${T.search} (kind, id, media_type, is_adult, names, names_text, tsv)
     SELECT '${c.kind}', $1::int + n, ${c.kind === 'MEDIA' ? "'ANIME'" : 'NULL'}, false, ARRAY[$3::text || n], lower($3::text || n),
            to_tsvector('simple', $3::text || n)
     FROM generate_series(1, $2::int) n`,
    params,
  );
}
