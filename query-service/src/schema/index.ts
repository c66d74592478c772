import { buildASTSchema, concatAST, parse, type GraphQLSchema } from 'graphql';
import { airingTypeDefs } from './airing/typeDefs.ts';
import { catalogueAdminTypeDefs } from './catalogueAdmin/typeDefs.ts';
import { characterTypeDefs } from './characters/typeDefs.ts';
import { editAdminTypeDefs, editTypeDefs } from './edits/typeDefs.ts';
import { genreTypeDefs } from './genres/typeDefs.ts';
import { listTypeDefs } from './lists/typeDefs.ts';
import { mediaEnumTypeDefs } from './media/enums.ts';
import { mediaStatsTypeDefs } from './media/statsTypeDefs.ts';
import { mediaTypeDefs } from './media/typeDefs.ts';
import { memberModerationMutationTypeDefs, memberModerationTypeDefs } from './moderation/memberTypeDefs.ts';
import { moderationAdminTypeDefs, moderationTypeDefs } from './moderation/typeDefs.ts';
import { announcementAdminTypeDefs, announcementTypeDefs } from './announcements/typeDefs.ts';
import { pageTypeDefs } from './page/typeDefs.ts';
import { recommendationTypeDefs } from './recommendations/typeDefs.ts';
import { reviewTypeDefs } from './reviews/typeDefs.ts';
import { siteStatsTypeDefs } from './siteStats/typeDefs.ts';
import { socialTypeDefs, userActivityTypeDefs } from './social/typeDefs.ts';
import { forumTypeDefs } from './forum/typeDefs.ts';
import { forumConnectionTypeDefs } from './forum/connections.ts';
import { favouriteFeedTypeDefs } from './lists/favouriteFeed.ts';
import { mediaListFeedTypeDefs } from './lists/mediaListFeed.ts';
import { recommendationConnectionTypeDefs } from './recommendations/connections.ts';
import { reviewConnectionTypeDefs } from './reviews/connections.ts';
import { socialConnectionTypeDefs } from './social/connections.ts';
import { staffTypeDefs } from './staff/typeDefs.ts';
import { studioTypeDefs } from './studios/typeDefs.ts';
import { tagTypeDefs } from './tags/typeDefs.ts';
import { authTypeDefs } from './users/authTypeDefs.ts';
import { trendTypeDefs } from './trends/typeDefs.ts';
import { userStatsTypeDefs } from './users/statsTypeDefs.ts';
import { userTypeDefs } from './users/typeDefs.ts';
import { liveTypeDefs } from './live/typeDefs.ts';

/**
 * The public schema: AniList's shape for everything the site serves so far, plus the site's own account
 * operations (authTypeDefs), which every browser session needs whichever schema it selects.
 */
export const publicTypeDefs = [
  pageTypeDefs,
  mediaTypeDefs,
  mediaStatsTypeDefs,
  mediaEnumTypeDefs,
  airingTypeDefs,
  characterTypeDefs,
  staffTypeDefs,
  studioTypeDefs,
  tagTypeDefs,
  genreTypeDefs,
  userTypeDefs,
  userStatsTypeDefs,
  authTypeDefs,
  reviewTypeDefs,
  recommendationTypeDefs,
  trendTypeDefs,
  listTypeDefs,
  socialTypeDefs,
  userActivityTypeDefs,
  forumTypeDefs,
  moderationTypeDefs,
  memberModerationTypeDefs,
  editTypeDefs,
  siteStatsTypeDefs,
  // The site's own Relay connections for the client's paginated lists (ADR 39).
  socialConnectionTypeDefs,
  forumConnectionTypeDefs,
  reviewConnectionTypeDefs,
  favouriteFeedTypeDefs,
  mediaListFeedTypeDefs,
  recommendationConnectionTypeDefs,
  announcementTypeDefs,
  // The site's own subscriptions (ADR 70).
  liveTypeDefs,
];

/** The internal schema (spec §7: selected by a header; mutations run on it) adds catalogue edits. */
export const internalTypeDefs = [
  ...publicTypeDefs,
  catalogueAdminTypeDefs,
  editAdminTypeDefs,
  moderationAdminTypeDefs,
  memberModerationMutationTypeDefs,
  announcementAdminTypeDefs,
];

export function buildTypeDefsSchema(typeDefs: string[]): GraphQLSchema {
  return buildASTSchema(concatAST(typeDefs.map((t) => parse(t))), { assumeValidSDL: false });
}
