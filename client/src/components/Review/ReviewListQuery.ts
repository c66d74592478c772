import { graphql } from 'react-relay';

// A review list's query: its first page over the reviewFeed connection, then the list's own pages. Apart from the
// list's code, so that a route loader (/reviews) can ask for it without pulling the cards into the main chunk.
export const reviewListQuery = graphql`
  query ReviewListQuery($first: Int, $mediaId: Int, $userId: Int, $sort: [ReviewSort]) {
    ...ReviewListCards_query @arguments(first: $first, mediaId: $mediaId, userId: $userId, sort: $sort)
  }
`;
