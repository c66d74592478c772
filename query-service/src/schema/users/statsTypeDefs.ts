// A user's statistics and favourites in AniList's shape. Lists and favourites have not landed yet: every
// user has zero counts, empty breakdowns and empty favourite pages, which AniList clients render as "nothing yet".
export const userStatsTypeDefs = /* GraphQL */ `
  type UserStatisticTypes {
    anime: UserStatistics
    manga: UserStatistics
  }

  type UserStatistics {
    count: Int!
    meanScore: Float!
    standardDeviation: Float!
    minutesWatched: Int!
    episodesWatched: Int!
    chaptersRead: Int!
    volumesRead: Int!
    formats(limit: Int, sort: [UserStatisticsSort]): [UserFormatStatistic]
    statuses(limit: Int, sort: [UserStatisticsSort]): [UserStatusStatistic]
    scores(limit: Int, sort: [UserStatisticsSort]): [UserScoreStatistic]
    lengths(limit: Int, sort: [UserStatisticsSort]): [UserLengthStatistic]
    releaseYears(limit: Int, sort: [UserStatisticsSort]): [UserReleaseYearStatistic]
    startYears(limit: Int, sort: [UserStatisticsSort]): [UserStartYearStatistic]
    genres(limit: Int, sort: [UserStatisticsSort]): [UserGenreStatistic]
    tags(limit: Int, sort: [UserStatisticsSort]): [UserTagStatistic]
    countries(limit: Int, sort: [UserStatisticsSort]): [UserCountryStatistic]
    voiceActors(limit: Int, sort: [UserStatisticsSort]): [UserVoiceActorStatistic]
    staff(limit: Int, sort: [UserStatisticsSort]): [UserStaffStatistic]
    studios(limit: Int, sort: [UserStatisticsSort]): [UserStudioStatistic]
  }

  type UserFormatStatistic {
    count: Int!
    meanScore: Float!
    minutesWatched: Int!
    chaptersRead: Int!
    mediaIds: [Int]!
    format: MediaFormat
  }

  type UserStatusStatistic {
    count: Int!
    meanScore: Float!
    minutesWatched: Int!
    chaptersRead: Int!
    mediaIds: [Int]!
    status: MediaListStatus
  }

  type UserScoreStatistic {
    count: Int!
    meanScore: Float!
    minutesWatched: Int!
    chaptersRead: Int!
    mediaIds: [Int]!
    score: Int
  }

  type UserLengthStatistic {
    count: Int!
    meanScore: Float!
    minutesWatched: Int!
    chaptersRead: Int!
    mediaIds: [Int]!
    length: String
  }

  type UserReleaseYearStatistic {
    count: Int!
    meanScore: Float!
    minutesWatched: Int!
    chaptersRead: Int!
    mediaIds: [Int]!
    releaseYear: Int
  }

  type UserStartYearStatistic {
    count: Int!
    meanScore: Float!
    minutesWatched: Int!
    chaptersRead: Int!
    mediaIds: [Int]!
    startYear: Int
  }

  type UserGenreStatistic {
    count: Int!
    meanScore: Float!
    minutesWatched: Int!
    chaptersRead: Int!
    mediaIds: [Int]!
    genre: String
  }

  type UserTagStatistic {
    count: Int!
    meanScore: Float!
    minutesWatched: Int!
    chaptersRead: Int!
    mediaIds: [Int]!
    tag: MediaTag
  }

  type UserCountryStatistic {
    count: Int!
    meanScore: Float!
    minutesWatched: Int!
    chaptersRead: Int!
    mediaIds: [Int]!
    country: CountryCode
  }

  type UserVoiceActorStatistic {
    count: Int!
    meanScore: Float!
    minutesWatched: Int!
    chaptersRead: Int!
    mediaIds: [Int]!
    voiceActor: Staff
    characterIds: [Int]!
  }

  type UserStaffStatistic {
    count: Int!
    meanScore: Float!
    minutesWatched: Int!
    chaptersRead: Int!
    mediaIds: [Int]!
    staff: Staff
  }

  type UserStudioStatistic {
    count: Int!
    meanScore: Float!
    minutesWatched: Int!
    chaptersRead: Int!
    mediaIds: [Int]!
    studio: Studio
  }

  enum UserStatisticsSort { ID ID_DESC COUNT COUNT_DESC PROGRESS PROGRESS_DESC MEAN_SCORE MEAN_SCORE_DESC }

  type Favourites {
    anime(page: Int, perPage: Int): MediaConnection
    manga(page: Int, perPage: Int): MediaConnection
    characters(page: Int, perPage: Int): CharacterConnection
    staff(page: Int, perPage: Int): StaffConnection
    studios(page: Int, perPage: Int): StudioConnection
  }
`;
