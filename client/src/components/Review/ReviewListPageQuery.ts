import { graphql } from 'react-relay';

// One page of reviews (Page.reviews is page-numbered, not a Relay connection, so each page is its own query). Apart
// from the list's code, so that a route loader can ask for a first page without pulling the cards into the main chunk.
export const reviewListPageQuery = graphql`
  query ReviewListPageQuery($page: Int, $perPage: Int, $mediaId: Int, $userId: Int, $sort: [ReviewSort]) {
    Page(page: $page, perPage: $perPage) {
      reviews(mediaId: $mediaId, userId: $userId, sort: $sort) {
        id
        ...ReviewCard_review
      }
    }
  }
`;
