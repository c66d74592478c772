/**
 * The site's announcements (HOME-18): admins publish, schedule, change and withdraw them; /announcement.json serves
 * the one in force. The list is on the public schema, where the site's queries run (null for anyone but admins).
 */
export const announcementTypeDefs = /* GraphQL */ `
  "An announcement of the site, as an admin published it; the banner shows the one in force."
  type Announcement {
    id: Int!
    message: String!
    "A path on this site the banner links to."
    forumPath: String
    "Unix seconds it shows from."
    startsAt: Int!
    "Unix seconds it stops showing at; null: until withdrawn."
    expiresAt: Int
  }

  extend type Query {
    "Admins only: every announcement not withdrawn, the latest start first (null for anyone else)."
    Announcements: [Announcement!]
  }
`;

/** The mutations run on the internal schema, as every mutation. */
export const announcementAdminTypeDefs = /* GraphQL */ `
  extend type Mutation {
    "Admins only: a new announcement (no id) or a change to one; startsAt left out is now (a new one) or unchanged."
    PublishAnnouncement(id: Int, message: String!, forumPath: String, startsAt: Int, expiresAt: Int): Announcement
    "Admins only: the announcement stops showing for good."
    WithdrawAnnouncement(id: Int!): Deleted
  }
`;
