import type { MediaPageRow } from '@tsuzuki/projection-service/rows/mediapages';
import type { Context } from '../../context.ts';
import { GENERIC_PLAN } from '../../db/queryable.ts';
import { T } from '../../db/sql.ts';
import { indexBy } from '../../loaders.ts';

const read = (columns: string) => `${GENERIC_PLAN} SELECT ${columns} FROM ${T.mediaPages} WHERE media_id = ANY($1::int[])`;
const DOCUMENT = read('media_id, relations, characters, staff, studios, tags, airing');
// A live table from before ADR 72 has no tags or airing: until the rebuild that adds them swaps in, the page reads the
// rest of its documents, and the loaders answer those two (pageTags, pageNextAiring).
const BEFORE_TAGS = read('media_id, relations, characters, staff, studios');
const UNDEFINED_COLUMN = '42703';

/**
 * Media pages' documents by media id (ADR 64): one row per media, by its primary key; null for a media without one.
 * A document of a table from before ADR 72 lacks `tags` and `airing`.
 */
export const mediaPageOf = (ctx: Context) =>
  ctx.loaders.get<number, MediaPageRow | null>('mediaPage', async (ids) => {
    const rows = await ctx.db.query<MediaPageRow>(DOCUMENT, [ids]).then(
      (r) => r.rows,
      async (err: unknown) => {
        if ((err as { code?: string }).code !== UNDEFINED_COLUMN) throw err;
        return (await ctx.db.query<MediaPageRow>(BEFORE_TAGS, [ids])).rows;
      },
    );
    return indexBy(ids, rows, (r) => r.media_id);
  });
