// Lists, favourites and list activities in AniList's shape (shared/compat/anilist-schema.graphql), with a few
// additions of the site's own, marked as such: each entry's revision (the list editor sends it back so that a save
// over another tab's change is refused) and its rewatch history.
const listFilters = /* GraphQL */ `
  status: MediaListStatus, notes: String, startedAt: FuzzyDateInt, completedAt: FuzzyDateInt,
  status_in: [MediaListStatus], status_not_in: [MediaListStatus], status_not: MediaListStatus, notes_like: String,
  startedAt_greater: FuzzyDateInt, startedAt_lesser: FuzzyDateInt, startedAt_like: String,
  completedAt_greater: FuzzyDateInt, completedAt_lesser: FuzzyDateInt, completedAt_like: String, sort: [MediaListSort]
`;
const entryArgs = /* GraphQL */ `
  status: MediaListStatus, score: Float, scoreRaw: Int, progress: Int, progressVolumes: Int, repeat: Int, priority: Int,
  private: Boolean, notes: String, hiddenFromStatusLists: Boolean, advancedScores: [Float], startedAt: FuzzyDateInput,
  completedAt: FuzzyDateInput
`;
const favouriteIds = 'animeId: Int, mangaId: Int, characterId: Int, staffId: Int, studioId: Int';

export const listTypeDefs = /* GraphQL */ `
  extend type Query {
    MediaList(id: Int, userId: Int, userName: String, type: MediaType, mediaId: Int, isFollowing: Boolean,
      compareWithAuthList: Boolean, userId_in: [Int], mediaId_in: [Int], mediaId_not_in: [Int], ${listFilters}): MediaList
    MediaListCollection(userId: Int, userName: String, type: MediaType, forceSingleCompletedList: Boolean, chunk: Int,
      perChunk: Int, ${listFilters}): MediaListCollection
  }

  extend type Page {
    mediaList(id: Int, userId: Int, userName: String, type: MediaType, mediaId: Int, isFollowing: Boolean,
      compareWithAuthList: Boolean, userId_in: [Int], mediaId_in: [Int], mediaId_not_in: [Int], ${listFilters}): [MediaList]
  }

  extend type Mutation {
    "basedOnRevision (the site's own): the entry revision the form was filled from; a save over a change made since is refused (409)."
    SaveMediaListEntry(id: Int, mediaId: Int, ${entryArgs}, customLists: [String], basedOnRevision: Int): MediaList
    UpdateMediaListEntries(${entryArgs}, ids: [Int]): [MediaList]
    DeleteMediaListEntry(id: Int): Deleted
    ToggleFavourite(${favouriteIds}): Favourites
    UpdateFavouriteOrder(animeIds: [Int], mangaIds: [Int], characterIds: [Int], staffIds: [Int], studioIds: [Int],
      animeOrder: [Int], mangaOrder: [Int], characterOrder: [Int], staffOrder: [Int], studioOrder: [Int]): Favourites
  }

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
    "The site's own: counts the entry's saves (send it back as SaveMediaListEntry's basedOnRevision)."
    revision: Int!
    "The site's own: each finished rewatch (reread) with its own dates and score, oldest first."
    rewatches: [MediaListRewatch!]!
    "The site's own: when the rewatch under way started (status REPEATING)."
    rewatchStartedAt: FuzzyDate
  }

  "The site's own: one finished rewatch or reread of a list entry."
  type MediaListRewatch {
    number: Int!
    startedAt: FuzzyDate
    completedAt: FuzzyDate
    score(format: ScoreFormat): Float
  }

  type MediaListCollection {
    lists: [MediaListGroup]
    user: User
    hasNextChunk: Boolean
    statusLists(asArray: Boolean): [[MediaList]] @deprecated(reason: "Not GraphQL spec compliant, use lists field instead.")
    customLists(asArray: Boolean): [[MediaList]] @deprecated(reason: "Not GraphQL spec compliant, use lists field instead.")
  }

  type MediaListGroup {
    entries: [MediaList]
    name: String
    isCustomList: Boolean
    isSplitCompletedList: Boolean
    status: MediaListStatus
  }

  input FuzzyDateInput {
    year: Int
    month: Int
    day: Int
  }

  enum ScoreFormat { POINT_100 POINT_10_DECIMAL POINT_10 POINT_5 POINT_3 }

  enum MediaListSort {
    MEDIA_ID MEDIA_ID_DESC SCORE SCORE_DESC STATUS STATUS_DESC PROGRESS PROGRESS_DESC PROGRESS_VOLUMES PROGRESS_VOLUMES_DESC
    REPEAT REPEAT_DESC PRIORITY PRIORITY_DESC STARTED_ON STARTED_ON_DESC FINISHED_ON FINISHED_ON_DESC ADDED_TIME ADDED_TIME_DESC
    UPDATED_TIME UPDATED_TIME_DESC MEDIA_TITLE_ROMAJI MEDIA_TITLE_ROMAJI_DESC MEDIA_TITLE_ENGLISH MEDIA_TITLE_ENGLISH_DESC
    MEDIA_TITLE_NATIVE MEDIA_TITLE_NATIVE_DESC MEDIA_POPULARITY MEDIA_POPULARITY_DESC
  }
`;
