import { PERSON_FILTER_ARGS } from '../media/filterArgs.ts';
import { entityConnectionTypeDefs, entityLookupTypeDefs, personNameTypeDefs } from '../people/typeDefs.ts';

export const characterTypeDefs = /* GraphQL */ `
${entityLookupTypeDefs({ type: 'Character', search: 'characterSearch', list: 'characters', filterArgs: PERSON_FILTER_ARGS })}
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

${personNameTypeDefs('Character', { alternativeSpoiler: true })}
${entityConnectionTypeDefs('Character')}
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
