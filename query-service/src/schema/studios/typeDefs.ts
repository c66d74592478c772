import { STUDIO_FILTER_ARGS } from '../media/filterArgs.ts';
import { entityConnectionTypeDefs, entityLookupTypeDefs } from '../people/typeDefs.ts';

export const studioTypeDefs = /* GraphQL */ `
${entityLookupTypeDefs({ type: 'Studio', search: 'studioSearch', list: 'studios', filterArgs: STUDIO_FILTER_ARGS })}
  type Studio {
    id: Int!
    name: String!
    isAnimationStudio: Boolean!
    media(sort: [MediaSort], isMain: Boolean, onList: Boolean, page: Int, perPage: Int): MediaConnection
    siteUrl: String
    isFavourite: Boolean!
    favourites: Int
  }

${entityConnectionTypeDefs('Studio')}
  type StudioEdge {
    node: Studio
    id: Int
    isMain: Boolean!
    favouriteOrder: Int
  }

  enum StudioSort { ID ID_DESC NAME NAME_DESC SEARCH_MATCH FAVOURITES FAVOURITES_DESC }
`;
