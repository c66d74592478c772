import { graphql } from 'react-relay';

// A thread list's own query, when no route query brought its first page: the list's fragment with its variables
// (threadFeedVariables).
export const threadFeedQuery = graphql`
  query ThreadFeedQuery($first: Int, $userId: Int, $categoryId: Int, $mediaCategoryId: Int, $search: String, $sort: [ThreadSort]) {
    ...ThreadFeedList_query
      @arguments(first: $first, userId: $userId, categoryId: $categoryId, mediaCategoryId: $mediaCategoryId, search: $search, sort: $sort)
  }
`;
