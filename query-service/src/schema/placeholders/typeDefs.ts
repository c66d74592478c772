// Types that catalogue fields point at but whose features have not landed yet (lists, reviews,
// recommendations). They are declared in AniList's shape so client operations validate; every field that
// leads to them returns null or an empty page for now. The owning features replace these declarations.
export const placeholderTypeDefs = /* GraphQL */ `
  type MediaList {
    id: Int!
    userId: Int!
    mediaId: Int!
    status: MediaListStatus
    score(format: ScoreFormat): Float
    progress: Int
    progressVolumes: Int
    repeat: Int
    priority: Int
    private: Boolean
    notes: String
    hiddenFromStatusLists: Boolean
    customLists(asArray: Boolean): Json
    advancedScores: Json
    startedAt: FuzzyDate
    completedAt: FuzzyDate
    updatedAt: Int
    createdAt: Int
    media: Media
    user: User
  }

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

  enum ScoreFormat { POINT_100 POINT_10_DECIMAL POINT_10 POINT_5 POINT_3 }
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
