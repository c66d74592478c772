// Live updates (ADR 70, 71): GraphQL subscriptions over Server-Sent Events (graphql-sse, at /graphql/stream), named
// as AniList names its root fields. AniList has no subscriptions: the whole type is the site's own.
export const liveTypeDefs = /* GraphQL */ `
  type Subscription {
    """
    The site's own: the viewer's unread notification count and new notifications, as they are projected. The first
    update comes at once; each carries the log position to send back as \`after\` on a reconnect, which then
    brings exactly what was projected meanwhile. Members only (a session, or a Bearer token).
    """
    Notifications(after: String): NotificationUpdate
    """
    The site's own: the activities of a feed as they are projected, with the filters of \`Page.activities\` (\`id\`
    follows one activity's page). Each update brings the activities new at the top of the feed and those already
    posted whose likes, replies, text or lock changed, as the viewer may see them. The first update comes at once;
    \`after\` resumes as for Notifications. Members only (a session, or a Bearer token).
    """
    Activities(
      after: String
      id: Int
      userId: Int
      mediaId: Int
      isFollowing: Boolean
      type_in: [ActivityType]
      hasRepliesOrTypeText: Boolean
    ): ActivityUpdate
    """
    The site's own: one forum thread as its page shows it, each time it changes (a comment, a like, a moderator's
    lock, an edit; views aside). The first update comes at once; \`after\` resumes as for Notifications. Members
    only (a session, or a Bearer token).
    """
    Thread(after: String, id: Int!): ThreadUpdate
  }

  "The site's own: one update of a viewer's notifications."
  type NotificationUpdate {
    "Everything up to this log position has been sent: the resume token (\`after\`)."
    position: String!
    unreadNotificationCount: Int!
    "The notifications projected since the previous update, oldest first (none in the first update without \`after\`)."
    notifications: [NotificationUnion]
  }

  "The site's own: one update of a thread's page."
  type ThreadUpdate {
    "Everything up to this log position has been sent: the resume token (\`after\`)."
    position: String!
    "The thread as it stands (null once it is deleted or hidden from the viewer)."
    thread: Thread
  }

  "The site's own: one update of a feed or an activity's page."
  type ActivityUpdate {
    "Everything up to this log position has been sent: the resume token (\`after\`)."
    position: String!
    "Activities put at the top of the feed since the previous update (posted, or a list activity moved up), oldest first."
    activities: [ActivityUnion]
    "Activities posted before whose likes, replies, text or lock changed since the previous update."
    updated: [ActivityUnion]
  }
`;
