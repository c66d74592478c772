// Statistics beside a media: distributions (from list events), rankings and trends (recomputed on a
// schedule; empty until those read models exist).
export const mediaStatsTypeDefs = /* GraphQL */ `
  type MediaStats {
    scoreDistribution: [ScoreDistribution]
    statusDistribution: [StatusDistribution]
    airingProgression: [AiringProgression] @deprecated(reason: "Replaced by MediaTrends")
    "The media's popularity in these figures (Media.popularity, or as of the day Media.stats asked for)."
    popularity: Int
    "The media's favourites in these figures."
    favourites: Int
    "The media's weighted average score in these figures."
    averageScore: Int
    "The media's mean score in these figures."
    meanScore: Int
    "The UTC day the figures stand at when asked asOf (unix seconds of its start); null for the live figures."
    date: Int
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

  "A rank among media of the same type, recomputed every few minutes; ordered all time, year, season."
  type MediaRank {
    id: Int!
    rank: Int!
    type: MediaRankType!
    "The format the media is ranked within; null when ranked among every format (AniList: never null)."
    format: MediaFormat
    year: Int
    season: MediaSeason
    allTime: Boolean
    context: String!
  }

  "A daily point of a media's trending, score, popularity and watchers (rm_trends)."
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
