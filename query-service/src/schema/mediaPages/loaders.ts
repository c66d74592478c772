import type { MediaPageRow } from '@tsuzuki/projection-service/rows/mediapages';
import type { Context } from '../../context.ts';
import { GENERIC_PLAN } from '../../db/queryable.ts';
import { T } from '../../db/sql.ts';
import { indexBy } from '../../loaders.ts';

/** Media pages' documents by media id (ADR 64): one row per media, by its primary key; null for a media without one. */
export const mediaPageOf = (ctx: Context) =>
  ctx.loaders.get<number, MediaPageRow | null>('mediaPage', async (ids) => {
    const { rows } = await ctx.db.query<MediaPageRow>(
      `${GENERIC_PLAN} SELECT media_id, relations, characters, staff, studios, tags, airing FROM ${T.mediaPages} WHERE media_id = ANY($1::int[])`,
      [ids],
    );
    return indexBy(ids, rows, (r) => r.media_id);
  });
