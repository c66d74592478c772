import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import type { Resolvers } from '../resolverTypes.ts';

interface TagRow { id: number; name: string; description: string | null; category: string | null; is_general_spoiler: boolean; is_adult: boolean }

// Rows from rm_tags.tags (collection) or joined with media_tags (Media.tags, which adds rank and spoiler).
export const tagResolvers: Resolvers = {
  Query: {
    MediaTagCollection: async (_r: unknown, _a: { status?: number }, ctx: Context) => {
      const { rows } = await ctx.db.query<TagRow>(`SELECT * FROM ${T.tags} ORDER BY category NULLS LAST, lower(name)`);
      return rows;
    },
  },
  MediaTag: {
    rank: (t: { rank?: number }) => t.rank ?? null,
    isGeneralSpoiler: (t: TagRow) => t.is_general_spoiler,
    isMediaSpoiler: (t: { is_media_spoiler?: boolean }) => t.is_media_spoiler ?? null,
    isAdult: (t: TagRow) => t.is_adult,
    userId: () => null,
  },
};
