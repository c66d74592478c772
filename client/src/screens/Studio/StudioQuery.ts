import { graphql } from 'react-relay';

export const studioQuery = graphql`
  query StudioQuery($id: Int!, $page: Int!) {
    Studio(id: $id) {
      id
      name
      favourites
      isFavourite
      isAnimationStudio
      media(page: $page, perPage: 36, sort: [START_DATE_DESC]) {
        pageInfo { currentPage hasNextPage total }
        edges {
          isMainStudio
          node { id type format title { userPreferred } coverImage { large color } startDate { year } }
        }
      }
    }
  }
`;
