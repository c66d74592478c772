// AniList's MediaTrend roots (the types themselves live in media/statsTypeDefs.ts beside Media.trends).
export const TREND_FILTER_ARGS = /* GraphQL */ `
    mediaId: Int, date: Int, trending: Int, averageScore: Int, popularity: Int, episode: Int, releasing: Boolean,
    mediaId_not: Int, mediaId_in: [Int], mediaId_not_in: [Int], date_greater: Int, date_lesser: Int,
    trending_greater: Int, trending_lesser: Int, trending_not: Int, averageScore_greater: Int,
    averageScore_lesser: Int, averageScore_not: Int, popularity_greater: Int, popularity_lesser: Int,
    popularity_not: Int, episode_greater: Int, episode_lesser: Int, episode_not: Int, sort: [MediaTrendSort]`;

export const trendTypeDefs = /* GraphQL */ `
  extend type Query {
    MediaTrend(${TREND_FILTER_ARGS}): MediaTrend
  }

  extend type Page {
    mediaTrends(${TREND_FILTER_ARGS}): [MediaTrend]
  }
`;
