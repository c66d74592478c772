import { ALL_GENRES } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import type { Resolvers } from '../resolverTypes.ts';

export const genreResolvers: Resolvers = {
  Query: {
    // The spec's fixed genres (Hentai included: the client hides it from viewers without adult content),
    // plus any other genre the catalogue uses.
    GenreCollection: async (_r: unknown, _a: unknown, ctx: Context) => {
      const { rows } = await ctx.db.query<{ genre: string }>(`SELECT DISTINCT genre FROM ${T.genres}`);
      return [...new Set([...ALL_GENRES, ...rows.map((r) => r.genre)])].sort((a, b) => a.localeCompare(b));
    },
  },
};
