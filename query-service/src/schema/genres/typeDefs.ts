export const genreTypeDefs = /* GraphQL */ `
  extend type Query {
    GenreCollection: [String]
  }
`;
