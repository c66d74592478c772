// The forum in AniList's shape (shared/compat/anilist-schema.graphql): threads, comments with their childComments
// tree (Json), categories, the forum mutations and notifications. AniList has no Media.threads: a media's threads
// are Page.threads(mediaCategoryId). The site's own addition is marked: ReportThreadComment.
const threadFilters = /* GraphQL */ `
  id: Int, userId: Int, replyUserId: Int, subscribed: Boolean, categoryId: Int, mediaCategoryId: Int, search: String,
  id_in: [Int], sort: [ThreadSort]
`;
const commentFilters = 'id: Int, threadId: Int, userId: Int, sort: [ThreadCommentSort]';
const notificationFields = /* GraphQL */ `
  id: Int!
  userId: Int!
  type: NotificationType
  context: String
  createdAt: Int
  thread: Thread
  comment: ThreadComment
  user: User
`;

export const forumTypeDefs = /* GraphQL */ `
  extend type Query {
    Thread(${threadFilters}): Thread
    ThreadComment(${commentFilters}): [ThreadComment]
  }

  extend type Page {
    threads(${threadFilters}): [Thread]
    threadComments(${commentFilters}): [ThreadComment]
  }

  extend type Mutation {
    SaveThread(id: Int, title: String, body: String, categories: [Int], mediaCategories: [Int], sticky: Boolean, locked: Boolean): Thread
    DeleteThread(id: Int): Deleted
    ToggleThreadSubscription(threadId: Int, subscribe: Boolean): Thread
    SaveThreadComment(id: Int, threadId: Int, parentCommentId: Int, comment: String, locked: Boolean): ThreadComment
    DeleteThreadComment(id: Int): Deleted
    "The site's own: reports another member's comment to the moderators with a reason (true once recorded)."
    ReportThreadComment(id: Int, reason: String): Boolean
  }

  type Thread {
    id: Int!
    title: String
    body(asHtml: Boolean): String
    userId: Int!
    replyUserId: Int
    replyCommentId: Int
    replyCount: Int
    viewCount: Int
    isLocked: Boolean
    isSticky: Boolean
    isSubscribed: Boolean
    likeCount: Int!
    isLiked: Boolean
    repliedAt: Int
    createdAt: Int!
    updatedAt: Int!
    user: User
    replyUser: User
    likes: [User]
    siteUrl: String
    categories: [ThreadCategory]
    mediaCategories: [Media]
  }

  type ThreadCategory {
    id: Int!
    name: String!
  }

  type ThreadComment {
    id: Int!
    userId: Int
    threadId: Int
    comment(asHtml: Boolean): String
    likeCount: Int!
    isLiked: Boolean
    siteUrl: String
    createdAt: Int!
    updatedAt: Int!
    thread: Thread
    user: User
    likes: [User]
    "The replies under this comment, each with its own childComments: the recursive tree AniList clients read."
    childComments: Json
    isLocked: Boolean
  }

  enum ThreadSort {
    ID ID_DESC TITLE TITLE_DESC
    CREATED_AT @deprecated(reason: "Use ID instead")
    CREATED_AT_DESC @deprecated(reason: "Use ID_DESC instead")
    UPDATED_AT UPDATED_AT_DESC REPLIED_AT REPLIED_AT_DESC REPLY_COUNT REPLY_COUNT_DESC VIEW_COUNT VIEW_COUNT_DESC
    IS_STICKY SEARCH_MATCH
  }

  enum ThreadCommentSort { ID ID_DESC }

  type ThreadCommentMentionNotification {
    ${notificationFields}
    commentId: Int!
  }

  type ThreadCommentReplyNotification {
    ${notificationFields}
    commentId: Int!
  }

  type ThreadCommentSubscribedNotification {
    ${notificationFields}
    commentId: Int!
  }

  type ThreadCommentLikeNotification {
    ${notificationFields}
    commentId: Int!
  }

  type ThreadLikeNotification {
    ${notificationFields}
    threadId: Int!
  }
`;
