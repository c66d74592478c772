import { mergeResolvers } from '../resolverTypes.ts';
import { activityHistoryResolvers } from './activityHistory.ts';
import { activityResolvers } from './activityResolvers.ts';
import { followResolvers } from './follows.ts';
import { socialMutationResolvers } from './mutations.ts';
import { notificationResolvers } from './notifications.ts';

/** Activities, replies, likes, follows, blocks and notifications (schema/social/typeDefs.ts). */
export const socialResolvers = mergeResolvers(
  activityResolvers,
  followResolvers,
  notificationResolvers,
  socialMutationResolvers,
  activityHistoryResolvers,
);
