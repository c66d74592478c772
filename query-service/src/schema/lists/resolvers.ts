import { mergeResolvers } from '../resolverTypes.ts';
import { activityResolvers } from './activities.ts';
import { entryResolvers } from './entryResolvers.ts';
import { favouriteResolvers } from './favourites.ts';
import { listMutationResolvers } from './mutations.ts';
import { listQueryResolvers } from './queries.ts';
import { statisticsResolvers } from './statistics.ts';

/** Lists, favourites, user statistics and list activities (schema/lists/typeDefs.ts, users/statsTypeDefs.ts). */
export const listResolvers = mergeResolvers(
  listQueryResolvers, entryResolvers, favouriteResolvers, statisticsResolvers, activityResolvers, listMutationResolvers,
);
