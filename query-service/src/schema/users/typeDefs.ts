// Users in AniList's shape: Viewer (spec core §3), User and Page.users, the settings mutations AniList
// clients send (UpdateUser, DeleteCustomList). Options and list options come from the users read model.
export const userTypeDefs = /* GraphQL */ `
  extend type Query {
    "The logged-in user; a request without a live session gets 401 Invalid token."
    Viewer: User
    User(id: Int, name: String, isModerator: Boolean, search: String, sort: [UserSort]): User
  }

  extend type Page {
    users(id: Int, id_in: [Int], name: String, isModerator: Boolean, search: String, sort: [UserSort]): [User]
  }

  type Mutation {
    "Changes the viewer's settings; answers with the user once the change is readable (read-your-writes)."
    UpdateUser(
      about: String, titleLanguage: UserTitleLanguage, displayAdultContent: Boolean, airingNotifications: Boolean,
      scoreFormat: ScoreFormat, rowOrder: String, profileColor: String, donatorBadge: String,
      notificationOptions: [NotificationOptionInput], timezone: String, activityMergeTime: Int,
      animeListOptions: MediaListOptionsInput, mangaListOptions: MediaListOptionsInput,
      staffNameLanguage: UserStaffNameLanguage, restrictMessagesToFollowing: Boolean,
      disabledListActivity: [ListActivityOptionInput]
    ): User
    "Removes a custom list from the viewer's anime or manga list options."
    DeleteCustomList(customList: String, type: MediaType): Deleted
  }

  type User {
    id: Int!
    name: String!
    about(asHtml: Boolean): String
    avatar: UserAvatar
    bannerImage: String
    isFollowing: Boolean
    isFollower: Boolean
    isBlocked: Boolean
    "Moderators only; null for everyone else."
    bans: Json
    options: UserOptions
    mediaListOptions: MediaListOptions
    favourites(page: Int): Favourites
    statistics: UserStatisticTypes
    unreadNotificationCount: Int
    siteUrl: String
    donatorTier: Int
    donatorBadge: String
    moderatorRoles: [ModRole]
    createdAt: Int
    updatedAt: Int
    moderatorStatus: String @deprecated(reason: "Deprecated. Replaced with moderatorRoles field.")
    previousNames: [UserPreviousName]
  }

  type UserAvatar {
    large: String
    medium: String
  }

  type UserPreviousName {
    name: String
    createdAt: Int
    updatedAt: Int
  }

  "Settings; notificationOptions, timezone, activityMergeTime and disabledListActivity only for the user themself."
  type UserOptions {
    titleLanguage: UserTitleLanguage
    displayAdultContent: Boolean
    airingNotifications: Boolean
    profileColor: String
    notificationOptions: [NotificationOption]
    timezone: String
    activityMergeTime: Int
    staffNameLanguage: UserStaffNameLanguage
    restrictMessagesToFollowing: Boolean
    disabledListActivity: [ListActivityOption]
  }

  type NotificationOption {
    type: NotificationType
    enabled: Boolean
  }

  type ListActivityOption {
    disabled: Boolean
    type: MediaListStatus
  }

  type MediaListOptions {
    scoreFormat: ScoreFormat
    rowOrder: String
    useLegacyLists: Boolean @deprecated(reason: "No longer used")
    animeList: MediaListTypeOptions
    mangaList: MediaListTypeOptions
    sharedTheme: Json @deprecated(reason: "No longer used")
    sharedThemeEnabled: Boolean @deprecated(reason: "No longer used")
  }

  type MediaListTypeOptions {
    sectionOrder: [String]
    splitCompletedSectionByFormat: Boolean
    theme: Json @deprecated(reason: "This field has not yet been fully implemented and may change without warning")
    customLists: [String]
    advancedScoring: [String]
    advancedScoringEnabled: Boolean
  }

  input NotificationOptionInput {
    type: NotificationType
    enabled: Boolean
  }

  input ListActivityOptionInput {
    disabled: Boolean
    type: MediaListStatus
  }

  input MediaListOptionsInput {
    sectionOrder: [String]
    splitCompletedSectionByFormat: Boolean
    customLists: [String]
    advancedScoring: [String]
    advancedScoringEnabled: Boolean
    theme: String
  }

  type Deleted {
    deleted: Boolean
  }

  enum UserSort {
    ID ID_DESC USERNAME USERNAME_DESC WATCHED_TIME WATCHED_TIME_DESC CHAPTERS_READ CHAPTERS_READ_DESC SEARCH_MATCH
  }
  enum UserTitleLanguage { ROMAJI ENGLISH NATIVE ROMAJI_STYLISED ENGLISH_STYLISED NATIVE_STYLISED }
  enum UserStaffNameLanguage { ROMAJI_WESTERN ROMAJI NATIVE }
  enum NotificationType {
    ACTIVITY_MESSAGE ACTIVITY_REPLY FOLLOWING ACTIVITY_MENTION THREAD_COMMENT_MENTION THREAD_SUBSCRIBED
    THREAD_COMMENT_REPLY AIRING ACTIVITY_LIKE ACTIVITY_REPLY_LIKE THREAD_LIKE THREAD_COMMENT_LIKE
    ACTIVITY_REPLY_SUBSCRIBED RELATED_MEDIA_ADDITION MEDIA_DATA_CHANGE MEDIA_MERGE MEDIA_DELETION
    MEDIA_SUBMISSION_UPDATE STAFF_SUBMISSION_UPDATE CHARACTER_SUBMISSION_UPDATE
  }
  enum ModRole {
    ADMIN LEAD_DEVELOPER DEVELOPER LEAD_COMMUNITY COMMUNITY DISCORD_COMMUNITY LEAD_ANIME_DATA ANIME_DATA
    LEAD_MANGA_DATA MANGA_DATA LEAD_SOCIAL_MEDIA SOCIAL_MEDIA RETIRED CHARACTER_DATA STAFF_DATA
  }
`;
