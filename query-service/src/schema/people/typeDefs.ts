// The SDL characters, staff and studios write alike (ADR 43); each kind's typeDefs put its own types between
// these pieces, in the order the printed schema keeps.

/** A catalogue table's GraphQL type (Character) and the names of its root and Page fields. */
export interface EntityNames {
  type: string;
  /** Query.characterSearch */
  search: string;
  /** Page.characters */
  list: string;
  filterArgs: string;
}

/** Query.<Type>, Query.<search> and Page.<list>, with the search connection's types. */
export const entityLookupTypeDefs = ({ type, search, list, filterArgs }: EntityNames) => /* GraphQL */ `
  extend type Query {
    ${type}(${filterArgs}, sort: [${type}Sort]): ${type}
    ${search}(first: Int, after: String, ${filterArgs}, sort: [${type}Sort]): ${type}SearchConnection!
  }

  extend type Page {
    ${list}(${filterArgs}, sort: [${type}Sort]): [${type}]
  }

  type ${type}SearchConnection {
    edges: [${type}SearchEdge!]!
    pageInfo: ConnectionPageInfo!
    totalCount: Int!
  }

  type ${type}SearchEdge {
    cursor: String!
    node: ${type}!
  }
`;

/** <Type>Name and <Type>Image; only a character's name has spoiler alternatives. */
export const personNameTypeDefs = (type: 'Character' | 'Staff', { alternativeSpoiler }: { alternativeSpoiler: boolean }) => /* GraphQL */ `
  type ${type}Name {
    first: String
    middle: String
    last: String
    full: String
    native: String
    alternative: [String]${alternativeSpoiler ? '\n    alternativeSpoiler: [String]' : ''}
    userPreferred: String
  }

  type ${type}Image {
    large: String
    medium: String
  }
`;

/** <Type>Connection, the nested lists' page of <Type>Edge. */
export const entityConnectionTypeDefs = (type: string) => /* GraphQL */ `
  type ${type}Connection {
    edges: [${type}Edge]
    nodes: [${type}]
    pageInfo: PageInfo
  }
`;
