import { graphql } from 'react-relay';

export const staffQuery = graphql`
  query StaffQuery($id: Int!, $page: Int!) {
    Staff(id: $id) {
      id
      name { userPreferred native alternative }
      image { large }
      description
      favourites
      isFavourite
      isFavouriteBlocked
      age
      gender
      bloodType
      homeTown
      languageV2
      primaryOccupations
      yearsActive
      dateOfBirth { year month day }
      dateOfDeath { year month day }
      characterMedia(page: $page, perPage: 30, sort: [POPULARITY_DESC]) {
        pageInfo { currentPage hasNextPage }
        edges {
          characterRole
          characters { id name { userPreferred } }
          node { id type title { userPreferred } coverImage { large color } }
        }
      }
      staffMedia(page: $page, perPage: 30, sort: [POPULARITY_DESC]) {
        pageInfo { currentPage hasNextPage }
        edges {
          staffRole
          node { id type title { userPreferred } coverImage { large color } }
        }
      }
    }
  }
`;
