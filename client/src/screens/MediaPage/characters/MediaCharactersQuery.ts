import { graphql } from 'react-relay';

// 25 characters per page (core §7: media sub-queries are paginated, 10 to 25 per page).
export const MEDIA_CHARACTERS_PER_PAGE = 25;

export const mediaCharactersQuery = graphql`
  query MediaCharactersQuery($id: Int!, $page: Int!) {
    Media(id: $id) {
      id
      characters(page: $page, perPage: 25, sort: [ROLE, RELEVANCE, ID]) {
        pageInfo { currentPage hasNextPage total }
        edges {
          ...CharacterRoleCard_edge
          JAPANESE: voiceActorRoles(language: JAPANESE, sort: [RELEVANCE, ID]) { dubGroup }
          ENGLISH: voiceActorRoles(language: ENGLISH, sort: [RELEVANCE, ID]) { dubGroup }
          KOREAN: voiceActorRoles(language: KOREAN, sort: [RELEVANCE, ID]) { dubGroup }
          ITALIAN: voiceActorRoles(language: ITALIAN, sort: [RELEVANCE, ID]) { dubGroup }
          SPANISH: voiceActorRoles(language: SPANISH, sort: [RELEVANCE, ID]) { dubGroup }
          PORTUGUESE: voiceActorRoles(language: PORTUGUESE, sort: [RELEVANCE, ID]) { dubGroup }
          FRENCH: voiceActorRoles(language: FRENCH, sort: [RELEVANCE, ID]) { dubGroup }
          GERMAN: voiceActorRoles(language: GERMAN, sort: [RELEVANCE, ID]) { dubGroup }
          HEBREW: voiceActorRoles(language: HEBREW, sort: [RELEVANCE, ID]) { dubGroup }
          HUNGARIAN: voiceActorRoles(language: HUNGARIAN, sort: [RELEVANCE, ID]) { dubGroup }
        }
      }
    }
  }
`;
