// Reviews in AniList's shape (shared/compat/anilist-schema.graphql). ReportReview is the site's own.
const reviewFilters = 'id: Int, mediaId: Int, userId: Int, mediaType: MediaType, sort: [ReviewSort]';

export const reviewTypeDefs = /* GraphQL */ `
  extend type Query {
    Review(${reviewFilters}): Review
  }

  extend type Page {
    reviews(${reviewFilters}): [Review]
  }

  extend type Mutation {
    SaveReview(id: Int, mediaId: Int, body: String, summary: String, score: Int, private: Boolean): Review
    DeleteReview(id: Int): Deleted
    RateReview(reviewId: Int, rating: ReviewRating): Review
    "The site's own: reports a review to the moderators with a reason (not one's own; moderators edit instead)."
    ReportReview(reviewId: Int, reason: String): Review
  }

  type Review {
    id: Int!
    userId: Int!
    mediaId: Int!
    mediaType: MediaType
    summary: String
    body(asHtml: Boolean): String
    "Members who found it helpful (up votes)."
    rating: Int
    "Members who voted on it, up or down."
    ratingAmount: Int
    userRating: ReviewRating
    score: Int
    private: Boolean
    siteUrl: String
    createdAt: Int!
    updatedAt: Int!
    user: User
    media: Media
  }

  type ReviewConnection {
    edges: [ReviewEdge]
    nodes: [Review]
    pageInfo: PageInfo
  }

  type ReviewEdge {
    node: Review
  }

  enum ReviewRating { NO_VOTE UP_VOTE DOWN_VOTE }
  enum ReviewSort {
    ID ID_DESC SCORE SCORE_DESC RATING RATING_DESC
    CREATED_AT @deprecated(reason: "Use ID instead")
    CREATED_AT_DESC @deprecated(reason: "Use ID_DESC instead")
    UPDATED_AT UPDATED_AT_DESC
  }
`;
