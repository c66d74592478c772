// Statistics beside a media: distributions (from list events), rankings and trends (recomputed on a
// schedule; empty until those read models exist).
export const mediaStatsTypeDefs = /* GraphQL */ `
  type MediaStats {
    scoreDistribution: [ScoreDistribution]
    statusDistribution: [StatusDistribution]
    airingProgression: [AiringProgression] @deprecated(reason: "Replaced by MediaTrends")
  }

  type StatusDistribution {
    status: MediaListStatus
    amount: Int
  }

  type ScoreDistribution {
    score: Int
    amount: Int
  }

  type AiringProgression {
    episode: Float
    score: Float
    watching: Int
  }

  type MediaRank {
    id: Int!
    rank: Int!
    type: MediaRankType!
    format: MediaFormat!
    year: Int
    season: MediaSeason
    allTime: Boolean
    context: String!
  }

  "Daily trend points; always empty until list activity is projected."
  type MediaTrend {
    mediaId: Int!
    date: Int!
    trending: Int!
    averageScore: Int
    popularity: Int
    inProgress: Int
    releasing: Boolean!
    episode: Int
    media: Media
  }

  type MediaTrendConnection {
    edges: [MediaTrendEdge]
    nodes: [MediaTrend]
    pageInfo: PageInfo
  }

  type MediaTrendEdge {
    node: MediaTrend
  }
`;
