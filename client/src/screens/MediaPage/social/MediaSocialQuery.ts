import { graphql } from 'react-relay';

// The social sub-page (core §2): the first page of the media's activity, 10 a page (core §9 "media activity 10"),
// asked exactly as ActivityFeed asks for it (feedVariables({ mediaId }, 10)), so the feed finds it stored.
export const mediaSocialQuery = graphql`
  query MediaSocialQuery($id: Int!) {
    ...ActivityFeedList_query @arguments(first: 10, mediaId: $id, sort: [ID_DESC])
  }
`;
