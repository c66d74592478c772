// Types that catalogue fields point at but whose features have not landed yet (reviews,
// recommendations). They are declared in AniList's shape so client operations validate; every field that
// leads to them returns null or an empty page for now. The owning features replace these declarations.
export const placeholderTypeDefs = /* GraphQL */ `
  type Review {
    id: Int!
    userId: Int!
    mediaId: Int!
    mediaType: MediaType
    summary: String
    body(asHtml: Boolean): String
    rating: Int
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

  type Recommendation {
    id: Int!
    rating: Int
    userRating: RecommendationRating
    media: Media
    mediaRecommendation: Media
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

  enum ReviewRating { NO_VOTE UP_VOTE DOWN_VOTE }
  enum RecommendationRating { NO_RATING RATE_UP RATE_DOWN }
  enum ReviewSort {
    ID ID_DESC SCORE SCORE_DESC RATING RATING_DESC
    CREATED_AT @deprecated(reason: "Use ID instead")
    CREATED_AT_DESC @deprecated(reason: "Use ID_DESC instead")
    UPDATED_AT UPDATED_AT_DESC
  }
  enum RecommendationSort { ID ID_DESC RATING RATING_DESC }
`;
