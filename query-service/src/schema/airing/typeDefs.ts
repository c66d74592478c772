const AIRING_FILTER_ARGS = /* GraphQL */ `
    id: Int, mediaId: Int, episode: Int, airingAt: Int, notYetAired: Boolean, id_not: Int, id_in: [Int],
    id_not_in: [Int], mediaId_not: Int, mediaId_in: [Int], mediaId_not_in: [Int], episode_not: Int,
    episode_in: [Int], episode_not_in: [Int], episode_greater: Int, episode_lesser: Int,
    airingAt_greater: Int, airingAt_lesser: Int, sort: [AiringSort]`;

export const airingTypeDefs = /* GraphQL */ `
  extend type Query {
    AiringSchedule(${AIRING_FILTER_ARGS}): AiringSchedule
  }

  extend type Page {
    airingSchedules(${AIRING_FILTER_ARGS}): [AiringSchedule]
  }

  type AiringSchedule {
    "mediaId * 10000 + episode: stable across read-model rebuilds"
    id: Int!
    airingAt: Int!
    timeUntilAiring: Int!
    episode: Int!
    mediaId: Int!
    media: Media
  }

  type AiringScheduleConnection {
    edges: [AiringScheduleEdge]
    nodes: [AiringSchedule]
    pageInfo: PageInfo
  }

  type AiringScheduleEdge {
    node: AiringSchedule
    id: Int
  }

  enum AiringSort { ID ID_DESC MEDIA_ID MEDIA_ID_DESC TIME TIME_DESC EPISODE EPISODE_DESC }
`;
