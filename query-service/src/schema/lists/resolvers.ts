import { mergeResolvers } from '../resolverTypes.ts';
import { entryResolvers } from './entryResolvers.ts';
import { favouriteResolvers } from './favourites.ts';
import { listMutationResolvers } from './mutations.ts';
import { listQueryResolvers } from './queries.ts';
import { statisticsResolvers } from './statistics.ts';

/** Lists, favourites and user statistics (schema/lists/typeDefs.ts, users/statsTypeDefs.ts). */
export const listResolvers = mergeResolvers(
  listQueryResolvers,
  entryResolvers,
  favouriteResolvers,
  statisticsResolvers,
  listMutationResolvers,
);
