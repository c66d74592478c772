// Activities, replies, likes, follows, blocks and notifications in AniList's shape (shared/compat/anilist-schema.graphql).
// Additions of the site's own are marked: ToggleUserBlock and the liking members' count of a likes list.
const activityFilters = /* GraphQL */ `
  id: Int, userId: Int, messengerId: Int, mediaId: Int, type: ActivityType, isFollowing: Boolean, hasReplies: Boolean,
  hasRepliesOrTypeText: Boolean, createdAt: Int, id_not: Int, id_in: [Int], id_not_in: [Int], userId_not: Int,
  userId_in: [Int], userId_not_in: [Int], messengerId_not: Int, messengerId_in: [Int], messengerId_not_in: [Int],
  mediaId_not: Int, mediaId_in: [Int], mediaId_not_in: [Int], type_not: ActivityType, type_in: [ActivityType],
  type_not_in: [ActivityType], createdAt_greater: Int, createdAt_lesser: Int, sort: [ActivitySort]
`;
const activityFields = /* GraphQL */ `
  id: Int!
  type: ActivityType
  replyCount: Int!
  isLocked: Boolean
  isSubscribed: Boolean
  likeCount: Int!
  isLiked: Boolean
  isPinned: Boolean
  siteUrl: String
  createdAt: Int!
  replies: [ActivityReply]
  likes: [User]
`;
const notificationFields = /* GraphQL */ `
  id: Int!
  type: NotificationType
  context: String
  createdAt: Int
`;

export const socialTypeDefs = /* GraphQL */ `
  extend type Query {
    Activity(${activityFilters}): ActivityUnion
    ActivityReply(id: Int, activityId: Int): ActivityReply
    Following(userId: Int!, sort: [UserSort]): User
    Follower(userId: Int!, sort: [UserSort]): User
    Like(likeableId: Int, type: LikeableType): User
    Notification(type: NotificationType, resetNotificationCount: Boolean, type_in: [NotificationType]): NotificationUnion
  }

  extend type Page {
    activities(${activityFilters}): [ActivityUnion]
    activityReplies(id: Int, activityId: Int): [ActivityReply]
    following(userId: Int!, sort: [UserSort]): [User]
    followers(userId: Int!, sort: [UserSort]): [User]
    likes(likeableId: Int, type: LikeableType): [User]
    notifications(type: NotificationType, resetNotificationCount: Boolean, type_in: [NotificationType]): [NotificationUnion]
  }

  extend type Mutation {
    "asMod (the site's own): a community moderator posts as the ModChan account."
    SaveTextActivity(id: Int, text: String, locked: Boolean, asMod: Boolean): TextActivity
    SaveMessageActivity(id: Int, message: String, recipientId: Int, private: Boolean, locked: Boolean, asMod: Boolean): MessageActivity
    SaveListActivity(id: Int, locked: Boolean): ListActivity
    DeleteActivity(id: Int): Deleted
    ToggleActivityPin(id: Int, pinned: Boolean): ActivityUnion
    ToggleActivitySubscription(activityId: Int, subscribe: Boolean): ActivityUnion
    SaveActivityReply(id: Int, activityId: Int, text: String, asMod: Boolean): ActivityReply
    DeleteActivityReply(id: Int): Deleted
    ToggleLike(id: Int, type: LikeableType): [User]
    ToggleLikeV2(id: Int, type: LikeableType): LikeableUnion
    ToggleFollow(userId: Int): User
    "The site's own: blocks or unblocks a member (403 for members who cannot be blocked)."
    ToggleUserBlock(userId: Int): User
  }

  enum ActivityType { TEXT ANIME_LIST MANGA_LIST MESSAGE MEDIA_LIST }
  enum ActivitySort { ID ID_DESC PINNED }
  enum LikeableType { THREAD THREAD_COMMENT ACTIVITY ACTIVITY_REPLY }

  union ActivityUnion = TextActivity | ListActivity | MessageActivity
  union LikeableUnion = ListActivity | TextActivity | MessageActivity | ActivityReply | Thread | ThreadComment

  type TextActivity {
    ${activityFields}
    userId: Int
    text(asHtml: Boolean): String
    user: User
  }

  type MessageActivity {
    ${activityFields}
    recipientId: Int
    messengerId: Int
    message(asHtml: Boolean): String
    isPrivate: Boolean
    recipient: User
    messenger: User
  }

  type ListActivity {
    ${activityFields}
    userId: Int
    status: String
    progress: String
    user: User
    media: Media
  }

  type ActivityReply {
    id: Int!
    userId: Int
    activityId: Int
    text(asHtml: Boolean): String
    likeCount: Int!
    isLiked: Boolean
    createdAt: Int!
    user: User
    likes: [User]
  }

  union NotificationUnion = AiringNotification | FollowingNotification | ActivityMessageNotification
    | ActivityMentionNotification | ActivityReplyNotification | ActivityReplySubscribedNotification
    | ActivityLikeNotification | ActivityReplyLikeNotification | RelatedMediaAdditionNotification
    | ThreadCommentMentionNotification | ThreadCommentReplyNotification | ThreadCommentSubscribedNotification
    | ThreadCommentLikeNotification | ThreadLikeNotification

  type AiringNotification {
    ${notificationFields}
    animeId: Int!
    episode: Int!
    contexts: [String]
    media: Media
  }

  type FollowingNotification {
    ${notificationFields}
    userId: Int!
    user: User
  }

  type ActivityMessageNotification {
    ${notificationFields}
    userId: Int!
    activityId: Int!
    message: MessageActivity
    user: User
  }

  type ActivityMentionNotification {
    ${notificationFields}
    userId: Int!
    activityId: Int!
    activity: ActivityUnion
    user: User
  }

  type ActivityReplyNotification {
    ${notificationFields}
    userId: Int!
    activityId: Int!
    activity: ActivityUnion
    user: User
  }

  type ActivityReplySubscribedNotification {
    ${notificationFields}
    userId: Int!
    activityId: Int!
    activity: ActivityUnion
    user: User
  }

  type ActivityLikeNotification {
    ${notificationFields}
    userId: Int!
    activityId: Int!
    activity: ActivityUnion
    user: User
  }

  type ActivityReplyLikeNotification {
    ${notificationFields}
    userId: Int!
    activityId: Int!
    activity: ActivityUnion
    user: User
  }

  type RelatedMediaAdditionNotification {
    ${notificationFields}
    mediaId: Int!
    media: Media
  }
`;

export const userActivityTypeDefs = /* GraphQL */ `
  extend type User {
    "AniList's deprecated stats object; the site serves its activity history (the profile's heatmap)."
    stats: UserStats
  }

  type UserStats {
    activityHistory: [UserActivityHistory]
  }

  type UserActivityHistory {
    date: Int
    amount: Int
    level: Int
  }
`;
