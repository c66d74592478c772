import { relayField } from '../page/relayField.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { findComments, parseCommentFilter } from './comments.ts';
import { findThreads, parseThreadFilter } from './threadQuery.ts';

// The site's own Relay connections over the forum's lists (ADR 39): thread lists and a member's comments page with
// usePaginationFragment, reading exactly what Page.threads and Page.threadComments read. A node is nullable: a client
// drops a thread or comment it deleted from its store, and the edge then reads null.
export const forumConnectionTypeDefs = /* GraphQL */ `
  extend type Query {
    "The site's own: Page.threads as a Relay connection (the forum's feeds, a media's and a member's threads)."
    threadFeed(
      first: Int, after: String, userId: Int, categoryId: Int, mediaCategoryId: Int, search: String, sort: [ThreadSort]
    ): ThreadFeedConnection
    "The site's own: a member's comments (Page.threadComments(userId)) as a Relay connection."
    threadCommentFeed(first: Int, after: String, userId: Int!, sort: [ThreadCommentSort]): ThreadCommentFeedConnection
  }

  type ThreadFeedConnection {
    edges: [ThreadFeedEdge!]!
    pageInfo: ConnectionPageInfo!
  }

  type ThreadFeedEdge {
    cursor: String!
    node: Thread
  }

  type ThreadCommentFeedConnection {
    edges: [ThreadCommentFeedEdge!]!
    pageInfo: ConnectionPageInfo!
  }

  type ThreadCommentFeedEdge {
    cursor: String!
    node: ThreadComment
  }
`;

export const forumConnectionResolvers: Resolvers = {
  Query: {
    threadFeed: relayField((a, ctx, offset, limit, options) => findThreads(ctx, parseThreadFilter(a), offset, limit, options)),
    threadCommentFeed: relayField((a, ctx, offset, limit, options) => findComments(ctx, parseCommentFilter(a), offset, limit, options)),
  },
};
