import { graphql } from 'react-relay';

export const characterQuery = graphql`
  query CharacterQuery($id: Int!, $page: Int!) {
    Character(id: $id) {
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
      dateOfBirth { year month day }
      media(page: $page, perPage: 30, sort: [POPULARITY_DESC]) {
        pageInfo { currentPage hasNextPage }
        edges {
          characterRole
          voiceActors(language: JAPANESE, sort: [RELEVANCE, ID]) { id name { userPreferred } }
          node { id type title { userPreferred } coverImage { large color } }
        }
      }
    }
  }
`;
