import { graphql } from 'react-relay';

// A thread page's comments asked again (ADR 71: the live stream told of a change), without the thread itself:
// asking for a Thread by id counts a view (ADR 17). The Page record is the route query's (same arguments).
export const threadCommentsRefreshQuery = graphql`
  query ThreadCommentsRefreshQuery($id: Int!, $page: Int!, $perPage: Int!) {
    Page(page: $page, perPage: $perPage) {
      pageInfo { lastPage }
      ...ThreadComments_page @arguments(threadId: $id)
    }
  }
`;
