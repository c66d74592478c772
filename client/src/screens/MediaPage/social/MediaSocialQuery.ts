import { graphql } from 'react-relay';

// The social sub-page (core §2): the first page of the media's activity, 10 a page (core §9 "media activity 10"),
// asked exactly as ActivityFeed asks for it (feedPageVariables({ mediaId }, 1, 10)), so the feed finds it stored.
export const mediaSocialQuery = graphql`
  query MediaSocialQuery($id: Int!) {
    Page(page: 1, perPage: 10) {
      # The feed's holder in the store: a list save marks it stale (mutations/listChanges.ts) and the feed refreshes.
      __id
      activities(mediaId: $id, sort: [ID_DESC]) @catch(to: NULL) {
        ...ActivityFeedPage_activities
      }
    }
  }
`;
