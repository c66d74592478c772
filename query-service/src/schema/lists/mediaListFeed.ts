import { relayField } from '../page/relayField.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { parseListFilter } from './filters.ts';
import { findEntries } from './queries.ts';

// The site's own Relay connection over Page.mediaList (ADR 39): a media page's "Following" (the members the viewer
// follows who list it) pages with usePaginationFragment. A node is nullable: a client drops an entry it deleted from
// its store, and the edge then reads null.
export const mediaListFeedTypeDefs = /* GraphQL */ `
  extend type Query {
    "The site's own: Page.mediaList as a Relay connection."
    mediaListFeed(first: Int, after: String, mediaId: Int, isFollowing: Boolean, sort: [MediaListSort]): MediaListFeedConnection
  }

  type MediaListFeedConnection {
    edges: [MediaListFeedEdge!]!
    pageInfo: ConnectionPageInfo!
  }

  type MediaListFeedEdge {
    cursor: String!
    node: MediaList
  }
`;

export const mediaListFeedResolvers: Resolvers = {
  Query: {
    mediaListFeed: relayField((a, ctx, offset, limit, options) => findEntries(ctx, parseListFilter(a), offset, limit, options)),
  },
};
