import { mappedRelayField, relayField } from '../page/relayField.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { asActivity, asReply, findReplies } from './activityResolvers.ts';
import { findActivities, parseActivityFilter } from './activityQuery.ts';
import { findFollows, findLikers } from './follows.ts';

// The site's own Relay connections over the activity lists and follows (ADR 39): the client's feeds, reply lists, likers
// and follow lists page with usePaginationFragment. Each reads exactly what its Page field (Page.activities,
// activityReplies, likes, following, followers) reads.
// A node is nullable: a client drops an activity it deleted from its store, and the edge then reads null.
export const socialConnectionTypeDefs = /* GraphQL */ `
  extend type Query {
    "The site's own: Page.activities as a Relay connection (the feeds of home, profiles and media)."
    activityFeed(
      first: Int, after: String, userId: Int, mediaId: Int, isFollowing: Boolean, type_in: [ActivityType],
      hasRepliesOrTypeText: Boolean, sort: [ActivitySort]
    ): ActivityFeedConnection
    "The site's own: Page.activityReplies of one activity as a Relay connection, oldest first."
    activityReplyFeed(first: Int, after: String, activityId: Int!): ActivityReplyFeedConnection
    "The site's own: Page.likes as a Relay connection (who liked an activity or a reply, latest first)."
    likeFeed(first: Int, after: String, likeableId: Int!, type: LikeableType!): LikeFeedConnection
    "The site's own: Page.following (or with followers: true, Page.followers) of a member as a Relay connection."
    followFeed(first: Int, after: String, userId: Int!, followers: Boolean, sort: [UserSort]): FollowFeedConnection
  }

  type ActivityFeedConnection {
    edges: [ActivityFeedEdge!]!
    pageInfo: ConnectionPageInfo!
  }

  type ActivityFeedEdge {
    cursor: String!
    node: ActivityUnion
  }

  type ActivityReplyFeedConnection {
    edges: [ActivityReplyFeedEdge!]!
    pageInfo: ConnectionPageInfo!
  }

  type ActivityReplyFeedEdge {
    cursor: String!
    node: ActivityReply
  }

  type LikeFeedConnection {
    edges: [LikeFeedEdge!]!
    pageInfo: ConnectionPageInfo!
  }

  type LikeFeedEdge {
    cursor: String!
    node: User
  }

  type FollowFeedConnection {
    edges: [FollowFeedEdge!]!
    pageInfo: ConnectionPageInfo!
  }

  type FollowFeedEdge {
    cursor: String!
    node: User
  }
`;

export const socialConnectionResolvers: Resolvers = {
  Query: {
    activityFeed: mappedRelayField(
      (a, ctx, offset, limit, options) => findActivities(ctx, parseActivityFilter(a), offset, limit, options),
      asActivity,
    ),
    activityReplyFeed: mappedRelayField((a, ctx, offset, limit, options) => findReplies(ctx, a, offset, limit, options), asReply),
    likeFeed: relayField((a, ctx, offset, limit, options) => findLikers(ctx, a, offset, limit, options)),
    followFeed: relayField(({ followers, ...a }, ctx, offset, limit, options) =>
      findFollows(ctx, a, followers ? 'followers' : 'following', offset, limit, options),
    ),
  },
};
