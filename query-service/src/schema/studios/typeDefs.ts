import { STUDIO_FILTER_ARGS } from '../media/filterArgs.ts';

export const studioTypeDefs = /* GraphQL */ `
  extend type Query {
    Studio(${STUDIO_FILTER_ARGS}, sort: [StudioSort]): Studio
    studioSearch(first: Int, after: String, ${STUDIO_FILTER_ARGS}, sort: [StudioSort]): StudioSearchConnection!
  }

  extend type Page {
    studios(${STUDIO_FILTER_ARGS}, sort: [StudioSort]): [Studio]
  }

  type StudioSearchConnection {
    edges: [StudioSearchEdge!]!
    pageInfo: ConnectionPageInfo!
    totalCount: Int!
  }

  type StudioSearchEdge {
    cursor: String!
    node: Studio!
  }

  type Studio {
    id: Int!
    name: String!
    isAnimationStudio: Boolean!
    media(sort: [MediaSort], isMain: Boolean, onList: Boolean, page: Int, perPage: Int): MediaConnection
    siteUrl: String
    isFavourite: Boolean!
    favourites: Int
  }

  type StudioConnection {
    edges: [StudioEdge]
    nodes: [Studio]
    pageInfo: PageInfo
  }

  type StudioEdge {
    node: Studio
    id: Int
    isMain: Boolean!
    favouriteOrder: Int
  }

  enum StudioSort { ID ID_DESC NAME NAME_DESC SEARCH_MATCH FAVOURITES FAVOURITES_DESC }
`;
