// Recommendations in AniList's shape (shared/compat/anilist-schema.graphql). One entry per pair of media: on a
// media's page (Media.recommendations, or a mediaId filter) `media` is that media and `mediaRecommendation` the other.
// DeleteRecommendation and SaveRecommendation's `id` are the site's own.
const recommendationFilters = /* GraphQL */ `
  id: Int, mediaId: Int, mediaRecommendationId: Int, userId: Int, rating: Int, onList: Boolean, rating_greater: Int,
  rating_lesser: Int, sort: [RecommendationSort]
`;

export const recommendationTypeDefs = /* GraphQL */ `
  extend type Query {
    Recommendation(${recommendationFilters}): Recommendation
  }

  extend type Page {
    recommendations(${recommendationFilters}): [Recommendation]
  }

  extend type Mutation {
    """
    Rates a pair of media (the first up vote adds it). The site's own \`id\` rates an entry by its id. \`new\` (the
    site's add dialog, social §7): true adds the pair, rated up (an existing entry gets the member's up vote); false
    only rates the pair's entry and never creates one; absent, as AniList's API.
    """
    SaveRecommendation(mediaId: Int, mediaRecommendationId: Int, rating: RecommendationRating, id: Int, new: Boolean): Recommendation
    "The site's own: removes a recommendation (community moderators, or its author)."
    DeleteRecommendation(id: Int): Deleted
  }

  type Recommendation {
    id: Int!
    "Up votes minus down votes."
    rating: Int
    userRating: RecommendationRating
    media: Media
    mediaRecommendation: Media
    "The member who first recommended the pair."
    user: User
  }

  type RecommendationConnection {
    edges: [RecommendationEdge]
    nodes: [Recommendation]
    pageInfo: PageInfo
  }

  type RecommendationEdge {
    node: Recommendation
  }

  enum RecommendationRating { NO_RATING RATE_UP RATE_DOWN }
  enum RecommendationSort { ID ID_DESC RATING RATING_DESC }
`;
