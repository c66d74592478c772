// Root types and the shared shapes every domain uses. Domains add their fields with `extend type`.
export const pageTypeDefs = /* GraphQL */ `
  type Query {
    "AniList-style paged root: each list field below reads page and perPage from here (perPage capped at 50)."
    Page(page: Int, perPage: Int): Page
  }

  type Page {
    pageInfo: PageInfo
  }

  type PageInfo {
    total: Int
    perPage: Int
    currentPage: Int
    lastPage: Int
    hasNextPage: Boolean
  }

  "Relay-style page information for the *Search connections (opaque offset cursors)."
  type ConnectionPageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type FuzzyDate {
    year: Int
    month: Int
    day: Int
  }

  "8 digit long date integer (YYYYMMDD). Unknown dates represented by 0. E.g. 2016: 20160000, May 1976: 19760500"
  scalar FuzzyDateInt

  "ISO 3166-1 alpha-2 country code"
  scalar CountryCode

  scalar Json
`;
