import { PERSON_FILTER_ARGS } from '../media/filterArgs.ts';

export const characterTypeDefs = /* GraphQL */ `
  extend type Query {
    Character(${PERSON_FILTER_ARGS}, sort: [CharacterSort]): Character
    characterSearch(first: Int, after: String, ${PERSON_FILTER_ARGS}, sort: [CharacterSort]): CharacterSearchConnection!
  }

  extend type Page {
    characters(${PERSON_FILTER_ARGS}, sort: [CharacterSort]): [Character]
  }

  type CharacterSearchConnection {
    edges: [CharacterSearchEdge!]!
    pageInfo: ConnectionPageInfo!
    totalCount: Int!
  }

  type CharacterSearchEdge {
    cursor: String!
    node: Character!
  }

  type Character {
    id: Int!
    name: CharacterName
    image: CharacterImage
    description(asHtml: Boolean): String
    gender: String
    dateOfBirth: FuzzyDate
    age: String
    bloodType: String
    isFavourite: Boolean!
    isFavouriteBlocked: Boolean!
    siteUrl: String
    media(sort: [MediaSort], type: MediaType, onList: Boolean, page: Int, perPage: Int): MediaConnection
    updatedAt: Int @deprecated(reason: "No data available")
    favourites: Int
    modNotes: String
  }

  type CharacterName {
    first: String
    middle: String
    last: String
    full: String
    native: String
    alternative: [String]
    alternativeSpoiler: [String]
    userPreferred: String
  }

  type CharacterImage {
    large: String
    medium: String
  }

  type CharacterConnection {
    edges: [CharacterEdge]
    nodes: [Character]
    pageInfo: PageInfo
  }

  type CharacterEdge {
    node: Character
    id: Int
    role: CharacterRole
    name: String
    voiceActors(language: StaffLanguage, sort: [StaffSort]): [Staff]
    voiceActorRoles(language: StaffLanguage, sort: [StaffSort]): [StaffRoleType]
    media: [Media]
    favouriteOrder: Int
  }

  enum CharacterRole { MAIN SUPPORTING BACKGROUND }
  enum CharacterSort { ID ID_DESC ROLE ROLE_DESC SEARCH_MATCH FAVOURITES FAVOURITES_DESC RELEVANCE }
`;
