import { ADULT_GENRE, ALL_GENRES } from '@tsuzuki/events';
import { T } from '../../db/sql.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { showsAdult } from '../adultContent.ts';

export const genreResolvers: Resolvers = {
  Query: {
    // The spec's fixed genres plus any other genre the catalogue uses; the adult genre only for a viewer who
    // shows adult content (a guest does not).
    GenreCollection: async (_r, _a, ctx) => {
      const [{ rows }, adult] = await Promise.all([
        ctx.db.query<{ genre: string }>(`SELECT DISTINCT genre FROM ${T.genres}`),
        showsAdult(ctx),
      ]);
      const genres = [...new Set([...ALL_GENRES, ...rows.map((r) => r.genre)])].sort((a, b) => a.localeCompare(b));
      return adult ? genres : genres.filter((g) => g !== ADULT_GENRE);
    },
  },
};
