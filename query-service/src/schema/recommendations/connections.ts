import { relayField } from '../page/relayField.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { findRecommendations, parseRecommendationFilter } from './recommendationQuery.ts';

// The site's own Relay connection over Page.recommendations (ADR 39): /recommendations pages with
// usePaginationFragment. A node is nullable: a client drops a pair it deleted from its store, and the edge reads null.
export const recommendationConnectionTypeDefs = /* GraphQL */ `
  extend type Query {
    "The site's own: Page.recommendations as a Relay connection."
    recommendationFeed(first: Int, after: String, sort: [RecommendationSort], onList: Boolean): RecommendationFeedConnection
  }

  type RecommendationFeedConnection {
    edges: [RecommendationFeedEdge!]!
    pageInfo: ConnectionPageInfo!
  }

  type RecommendationFeedEdge {
    cursor: String!
    node: Recommendation
  }
`;

export const recommendationConnectionResolvers: Resolvers = {
  Query: {
    recommendationFeed: relayField((a, ctx, offset, limit, options) =>
      findRecommendations(ctx, parseRecommendationFilter(a), offset, limit, options),
    ),
  },
};
