import { airingResolvers } from './airing/resolvers.ts';
import { catalogueAdminResolvers } from './catalogueAdmin/resolvers.ts';
import { characterResolvers } from './characters/resolvers.ts';
import { editResolvers } from './edits/resolvers.ts';
import { genreResolvers } from './genres/resolvers.ts';
import { listResolvers } from './lists/resolvers.ts';
import { mediaResolvers } from './media/resolvers.ts';
import { mediaRootResolvers } from './media/rootResolvers.ts';
import { pageResolvers } from './page/resolvers.ts';
import { recommendationResolvers } from './recommendations/resolvers.ts';
import { memberModerationResolvers } from './moderation/memberResolvers.ts';
import { moderationResolvers } from './moderation/resolvers.ts';
import { announcementResolvers } from './announcements/resolvers.ts';
import { mergeResolvers } from './resolverTypes.ts';
import { reviewResolvers } from './reviews/resolvers.ts';
import { siteStatsResolvers } from './siteStats/resolvers.ts';
import { socialResolvers } from './social/resolvers.ts';
import { forumResolvers } from './forum/resolvers.ts';
import { forumConnectionResolvers } from './forum/connections.ts';
import { favouriteFeedResolvers } from './lists/favouriteFeed.ts';
import { mediaListFeedResolvers } from './lists/mediaListFeed.ts';
import { recommendationConnectionResolvers } from './recommendations/connections.ts';
import { reviewConnectionResolvers } from './reviews/connections.ts';
import { socialConnectionResolvers } from './social/connections.ts';
import { staffResolvers } from './staff/resolvers.ts';
import { studioResolvers } from './studios/resolvers.ts';
import { tagResolvers } from './tags/resolvers.ts';
import { authResolvers } from './users/authResolvers.ts';
import { trendResolvers } from './trends/resolvers.ts';
import { userResolvers } from './users/resolvers.ts';
import { updateUserResolvers } from './users/updateUser.ts';

export const resolvers = mergeResolvers(
  pageResolvers,
  mediaRootResolvers,
  mediaResolvers,
  airingResolvers,
  characterResolvers,
  staffResolvers,
  studioResolvers,
  tagResolvers,
  genreResolvers,
  catalogueAdminResolvers,
  userResolvers,
  updateUserResolvers,
  authResolvers,
  trendResolvers,
  listResolvers,
  socialResolvers,
  forumResolvers,
  reviewResolvers,
  recommendationResolvers,
  moderationResolvers,
  memberModerationResolvers,
  editResolvers,
  siteStatsResolvers,
  socialConnectionResolvers,
  forumConnectionResolvers,
  reviewConnectionResolvers,
  favouriteFeedResolvers,
  mediaListFeedResolvers,
  recommendationConnectionResolvers,
  announcementResolvers,
);
