import { PERSON_FILTER_ARGS } from '../media/filterArgs.ts';

export const staffTypeDefs = /* GraphQL */ `
  extend type Query {
    Staff(${PERSON_FILTER_ARGS}, sort: [StaffSort]): Staff
    staffSearch(first: Int, after: String, ${PERSON_FILTER_ARGS}, sort: [StaffSort]): StaffSearchConnection!
  }

  extend type Page {
    staff(${PERSON_FILTER_ARGS}, sort: [StaffSort]): [Staff]
  }

  type StaffSearchConnection {
    edges: [StaffSearchEdge!]!
    pageInfo: ConnectionPageInfo!
    totalCount: Int!
  }

  type StaffSearchEdge {
    cursor: String!
    node: Staff!
  }

  type Staff {
    id: Int!
    name: StaffName
    language: StaffLanguage @deprecated(reason: "Replaced with languageV2")
    languageV2: String
    image: StaffImage
    description(asHtml: Boolean): String
    primaryOccupations: [String]
    gender: String
    dateOfBirth: FuzzyDate
    dateOfDeath: FuzzyDate
    age: Int
    yearsActive: [Int]
    homeTown: String
    bloodType: String
    isFavourite: Boolean!
    isFavouriteBlocked: Boolean!
    siteUrl: String
    staffMedia(sort: [MediaSort], type: MediaType, onList: Boolean, page: Int, perPage: Int): MediaConnection
    characters(sort: [CharacterSort], page: Int, perPage: Int): CharacterConnection
    characterMedia(sort: [MediaSort], onList: Boolean, page: Int, perPage: Int): MediaConnection
    updatedAt: Int @deprecated(reason: "No data available")
    staff: Staff
    submitter: User
    submissionStatus: Int
    submissionNotes: String
    favourites: Int
    modNotes: String
  }

  type StaffName {
    first: String
    middle: String
    last: String
    full: String
    native: String
    alternative: [String]
    userPreferred: String
  }

  type StaffImage {
    large: String
    medium: String
  }

  type StaffConnection {
    edges: [StaffEdge]
    nodes: [Staff]
    pageInfo: PageInfo
  }

  type StaffEdge {
    node: Staff
    id: Int
    role: String
    favouriteOrder: Int
  }

  type StaffRoleType {
    voiceActor: Staff
    roleNotes: String
    dubGroup: String
  }

  enum StaffLanguage { JAPANESE ENGLISH KOREAN ITALIAN SPANISH PORTUGUESE FRENCH GERMAN HEBREW HUNGARIAN }
  enum StaffSort {
    ID ID_DESC ROLE ROLE_DESC LANGUAGE LANGUAGE_DESC SEARCH_MATCH FAVOURITES FAVOURITES_DESC RELEVANCE
  }
`;
