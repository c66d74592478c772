import { graphql } from 'react-relay';

// A feed's own query, when no route query brought its first page: the list's fragment with the feed's variables
// (feedVariables). Apart from the list's code, so a route loader can ask for a feed without pulling in the cards.
export const activityFeedQuery = graphql`
  query ActivityFeedQuery(
    $first: Int
    $userId: Int
    $mediaId: Int
    $isFollowing: Boolean
    $types: [ActivityType]
    $hasRepliesOrTypeText: Boolean
    $sort: [ActivitySort]
  ) {
    ...ActivityFeedList_query
      @arguments(
        first: $first
        userId: $userId
        mediaId: $mediaId
        isFollowing: $isFollowing
        types: $types
        hasRepliesOrTypeText: $hasRepliesOrTypeText
        sort: $sort
      )
  }
`;
