import { PERSON_FILTER_ARGS } from '../media/filterArgs.ts';
import { entityConnectionTypeDefs, entityLookupTypeDefs, personNameTypeDefs } from '../people/typeDefs.ts';

export const staffTypeDefs = /* GraphQL */ `
${entityLookupTypeDefs({ type: 'Staff', search: 'staffSearch', list: 'staff', filterArgs: PERSON_FILTER_ARGS })}
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

${personNameTypeDefs('Staff', { alternativeSpoiler: false })}
${entityConnectionTypeDefs('Staff')}
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
