export const tagTypeDefs = /* GraphQL */ `
  extend type Query {
    "status is accepted for compatibility; every tag is approved here"
    MediaTagCollection(status: Int): [MediaTag]
  }

  type MediaTag {
    id: Int!
    name: String!
    description: String
    category: String
    "Percentage of voters who agree the tag applies (only on Media.tags)"
    rank: Int
    isGeneralSpoiler: Boolean
    isMediaSpoiler: Boolean
    isAdult: Boolean
    userId: Int
  }
`;
