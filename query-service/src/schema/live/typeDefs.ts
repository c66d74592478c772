// Live updates (ADR 70): GraphQL subscriptions over Server-Sent Events (graphql-sse, at /graphql/stream), named as
// AniList names its root fields. AniList has no subscriptions: the whole type is the site's own.
export const liveTypeDefs = /* GraphQL */ `
  type Subscription {
    """
    The site's own: the viewer's unread notification count and new notifications, as they are projected. The first
    update comes at once; each carries the log position to send back as \`after\` on a reconnect, which then
    brings exactly what was projected meanwhile. Members only (a session, or a Bearer token).
    """
    Notifications(after: String): NotificationUpdate
  }

  "The site's own: one update of a viewer's notifications."
  type NotificationUpdate {
    "Everything up to this log position has been sent: the resume token (\`after\`)."
    position: String!
    unreadNotificationCount: Int!
    "The notifications projected since the previous update, oldest first (none in the first update without \`after\`)."
    notifications: [NotificationUnion]
  }
`;
