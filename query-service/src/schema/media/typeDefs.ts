import { MEDIA_FILTER_ARGS } from './filterArgs.ts';

export const mediaTypeDefs = /* GraphQL */ `
  extend type Query {
    Media(${MEDIA_FILTER_ARGS}): Media
    "Relay connection over the same filters as Page.media, for paginated lists in the client."
    mediaSearch(first: Int, after: String, ${MEDIA_FILTER_ARGS}): MediaSearchConnection!
    ExternalLinkSourceCollection(id: Int, type: ExternalLinkType, mediaType: ExternalLinkMediaType): [MediaExternalLink]
  }

  extend type Page {
    media(${MEDIA_FILTER_ARGS}): [Media]
  }

  type MediaSearchConnection {
    edges: [MediaSearchEdge!]!
    pageInfo: ConnectionPageInfo!
    totalCount: Int!
  }

  type MediaSearchEdge {
    cursor: String!
    node: Media!
  }

  type Media {
    id: Int!
    idMal: Int
    title: MediaTitle
    type: MediaType
    format: MediaFormat
    "version 2 adds HIATUS (shown as RELEASING before)"
    status(version: Int): MediaStatus
    description(asHtml: Boolean): String
    startDate: FuzzyDate
    endDate: FuzzyDate
    season: MediaSeason
    seasonYear: Int
    seasonInt: Int @deprecated(reason: "")
    episodes: Int
    duration: Int
    chapters: Int
    volumes: Int
    countryOfOrigin: CountryCode
    isLicensed: Boolean
    "version 2 adds DOUJINSHI and ANIME, version 3 the rest; unknown values become OTHER"
    source(version: Int): MediaSource
    hashtag: String
    trailer: MediaTrailer
    updatedAt: Int
    coverImage: MediaCoverImage
    bannerImage: String
    genres: [String]
    synonyms: [String]
    averageScore: Int
    meanScore: Int
    popularity: Int
    isLocked: Boolean
    trending: Int
    favourites: Int
    tags: [MediaTag]
    relations: MediaConnection
    characters(sort: [CharacterSort], role: CharacterRole, page: Int, perPage: Int): CharacterConnection
    staff(sort: [StaffSort], page: Int, perPage: Int): StaffConnection
    studios(sort: [StudioSort], isMain: Boolean): StudioConnection
    isFavourite: Boolean!
    isFavouriteBlocked: Boolean!
    isAdult: Boolean
    nextAiringEpisode: AiringSchedule
    airingSchedule(notYetAired: Boolean, page: Int, perPage: Int): AiringScheduleConnection
    trends(sort: [MediaTrendSort], releasing: Boolean, page: Int, perPage: Int): MediaTrendConnection
    externalLinks: [MediaExternalLink]
    streamingEpisodes: [MediaStreamingEpisode]
    rankings: [MediaRank]
    mediaListEntry: MediaList
    reviews(limit: Int, sort: [ReviewSort], page: Int, perPage: Int): ReviewConnection
    recommendations(sort: [RecommendationSort], page: Int, perPage: Int): RecommendationConnection
    """
    The media's list statistics: the live figures, or with asOf (moderators only, yyyymmdd) as they stood at the end
    of that UTC day (its distributions, popularity, favourites and scores; airingProgression is always today's).
    """
    stats(asOf: FuzzyDateInt): MediaStats
    siteUrl: String
    autoCreateForumThread: Boolean
    isRecommendationBlocked: Boolean
    isReviewBlocked: Boolean
    modNotes: String
  }

  type MediaTitle {
    romaji(stylised: Boolean): String
    english(stylised: Boolean): String
    native(stylised: Boolean): String
    userPreferred: String
  }

  type MediaCoverImage {
    extraLarge: String
    large: String
    medium: String
    color: String
  }

  type MediaConnection {
    edges: [MediaEdge]
    nodes: [Media]
    pageInfo: PageInfo
  }

  type MediaEdge {
    node: Media
    id: Int
    "version 2 adds SOURCE, COMPILATION and CONTAINS"
    relationType(version: Int): MediaRelation
    isMainStudio: Boolean!
    characters: [Character]
    characterRole: CharacterRole
    characterName: String
    roleNotes: String
    dubGroup: String
    staffRole: String
    voiceActors(language: StaffLanguage, sort: [StaffSort]): [Staff]
    voiceActorRoles(language: StaffLanguage, sort: [StaffSort]): [StaffRoleType]
    favouriteOrder: Int
  }

  type MediaExternalLink {
    id: Int!
    url: String
    site: String!
    siteId: Int
    type: ExternalLinkType
    language: String
    color: String
    icon: String
    notes: String
    isDisabled: Boolean
  }

  type MediaStreamingEpisode {
    title: String
    thumbnail: String
    url: String
    site: String
  }

  type MediaTrailer {
    id: String
    site: String
    thumbnail: String
  }
`;
