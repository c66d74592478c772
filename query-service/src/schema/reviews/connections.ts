import { relayField } from '../page/relayField.ts';
import { selects } from '../page/selection.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { findReviews, parseReviewFilter } from './reviewQuery.ts';

// The site's own Relay connection over Page.reviews (ADR 39): /reviews, a member's and a media's review lists page with
// usePaginationFragment. A node is nullable: a client drops a review it deleted from its store, and the edge reads null.
export const reviewConnectionTypeDefs = /* GraphQL */ `
  extend type Query {
    "The site's own: Page.reviews as a Relay connection."
    reviewFeed(first: Int, after: String, mediaId: Int, userId: Int, sort: [ReviewSort]): ReviewFeedConnection
  }

  type ReviewFeedConnection {
    edges: [ReviewFeedEdge!]!
    pageInfo: ConnectionPageInfo!
  }

  type ReviewFeedEdge {
    cursor: String!
    node: Review
  }
`;

export const reviewConnectionResolvers: Resolvers = {
  Query: {
    // Bodies are most of a review's bytes: read only when a node asks for one, as Page.reviews does.
    reviewFeed: relayField((a, ctx, offset, limit, options, info) =>
      findReviews(ctx, parseReviewFilter(a), offset, limit, { ...options, body: selects(info, ['edges', 'node'], ['body']) }),
    ),
  },
};
