import { graphql } from 'react-relay';

// An activity's replies: the first page, then the list's own (ActivityReplyList).
export const activityRepliesQuery = graphql`
  query ActivityRepliesQuery($activityId: Int!, $first: Int) {
    ...ActivityReplyList_query @arguments(activityId: $activityId, first: $first)
  }
`;
