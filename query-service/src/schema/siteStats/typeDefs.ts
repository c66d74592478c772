// AniList's SiteStatistics, counted from the log (rm_sitestats, ADR 23), with the members' list activity behind it.
export const siteStatsTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The site's statistics as daily trends, oldest day first in the data, newest first by default. asOf (moderators
    only, yyyymmdd): the figures as they stood at the end of that UTC day; without it, today.
    """
    SiteStatistics(asOf: FuzzyDateInt): SiteStatistics
  }

  type SiteStatistics {
    users(sort: [SiteTrendSort], page: Int, perPage: Int): SiteTrendConnection
    anime(sort: [SiteTrendSort], page: Int, perPage: Int): SiteTrendConnection
    manga(sort: [SiteTrendSort], page: Int, perPage: Int): SiteTrendConnection
    characters(sort: [SiteTrendSort], page: Int, perPage: Int): SiteTrendConnection
    staff(sort: [SiteTrendSort], page: Int, perPage: Int): SiteTrendConnection
    studios(sort: [SiteTrendSort], page: Int, perPage: Int): SiteTrendConnection
    reviews(sort: [SiteTrendSort], page: Int, perPage: Int): SiteTrendConnection
    "The UTC day the figures stand at: unix seconds of its start (the date of every connection's newest node)."
    date: Int!
    """
    The members' list activity per UTC day: one media type, or both when type is null. COUNT sorts by activeMembers,
    CHANGE by changes.
    """
    listActivity(type: MediaType, sort: [SiteTrendSort], page: Int, perPage: Int): SiteListActivityConnection
  }

  enum SiteTrendSort {
    DATE
    DATE_DESC
    COUNT
    COUNT_DESC
    CHANGE
    CHANGE_DESC
  }

  type SiteTrendConnection {
    edges: [SiteTrendEdge]
    nodes: [SiteTrend]
    pageInfo: PageInfo
  }

  type SiteTrendEdge {
    node: SiteTrend
  }

  "One UTC day: the entities at its end and the change from the day before."
  type SiteTrend {
    "Unix seconds of the day's start."
    date: Int!
    count: Int!
    change: Int!
  }

  type SiteListActivityConnection {
    nodes: [SiteListActivity]
    pageInfo: PageInfo
  }

  type SiteListActivity {
    "Unix seconds of the day's start."
    date: Int!
    "List changes that day (saves and removals)."
    changes: Int!
    "Members who changed their list that day."
    activeMembers: Int!
    "Entries per status: at the end of the day, their change over it, and those created with it that day."
    entries: [SiteListStatusTrend!]!
    "Saves that set a non-zero score other than the one before."
    scoresGiven: Int!
    "Mean of the scores given that day, 0-100."
    meanScore: Float
    "The scores given that day per 10-point bar (10..100)."
    scores: [ScoreDistribution!]!
  }

  type SiteListStatusTrend {
    status: MediaListStatus!
    count: Int!
    change: Int!
    added: Int!
  }
`;
