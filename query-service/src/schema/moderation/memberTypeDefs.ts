import { REPORT_OBJECT_TYPES } from '@tsuzuki/events/moderationRules';

// Reports, mod notes and bans (issue 12, ADR 21). AniList keeps these in its internal schema (InternalPage.reports,
// UserModData, SaveModNote, CreateUserReport); the site's client asks its queries on the public schema, so the
// moderator-only reads are here, null for anyone else (never an error: clients ask for them as a matter of course).
export const memberModerationTypeDefs = /* GraphQL */ `
  extend type Page {
    """
    Moderators only (null otherwise): members' reports, newest first. cleared false: the open queue; true: handled ones.
    reportedId is the member reported, reporterId the member who reported.
    """
    reports(reporterId: Int, reportedId: Int, cleared: Boolean, objectType: ReportObjectType): [Report]
  }

  "A member's report of another member or of something of theirs (AniList's Report, with the site's own fields)."
  type Report {
    id: Int!
    reporter: User
    reported: User
    "The reporter's words, a link to the item and its text."
    reason: String
    createdAt: Int
    "Handled: resolved or dismissed."
    cleared: Boolean
    objectType: ReportObjectType
    objectId: Int
    "The site path of the reported item (null when it is gone)."
    itemPath: String
    "Dismissed rather than acted on."
    dismissed: Boolean
    resolvedBy: User
    resolvedAt: Int
    "The moderator's note on resolving."
    note: String
  }

  enum ReportObjectType { ${REPORT_OBJECT_TYPES.join(' ')} }

  extend type User {
    "Moderators only (null otherwise): the notes moderators left on the member, newest first, one per line."
    modNotes: String
    "Moderators only (null otherwise): what moderators read of the member (social §2, §3)."
    modData: UserModData
  }

  "AniList's UserModData, with the site's own notes, reports and ban state."
  type UserModData {
    "Members who signed in from the same addresses."
    alts: [User]
    "Every ban: [{ id, reason, createdAt, expiresAt, liftedAt, liftReason, moderatorId, inForce }]."
    bans: Json
    "Addresses signed in from: [{ ip, lastSeen }]."
    ip: Json
    "{ activities, activityReplies, messagesSent, reviews, threads, threadComments, followers, following, reportsReceived, reportsOpen, reportsMade, modNotes, bans, modActions }"
    counts: Json
    "1: messages restricted to followed members; 0: open."
    privacy: Int
    email: String
    notes: [ModNote]
    "Reports about the member, newest first."
    reports: [Report]
    "A ban is in force now."
    banned: Boolean
  }

  type ModNote {
    id: Int!
    note: String
    moderator: User
    createdAt: Int
  }
`;

/** Mutations run on the internal schema (spec §7). */
export const memberModerationMutationTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    Reports a member (AniList's CreateUserReport: the reason carries a link to the item and its text). With objectType
    and objectId the member is the item's author, whatever userId says. Guests and community moderators cannot report.
    """
    CreateUserReport(userId: Int, reason: String, objectType: ReportObjectType, objectId: Int): Boolean
    "Community moderators: resolve (or dismiss) an open report, with an optional note; a mod action."
    ResolveReport(id: Int, note: String, dismiss: Boolean): Report
    "Community moderators: a note on a member, seen only by moderators; a mod action."
    SaveModNote(userId: Int, note: String): ModNote
    "Community moderators: ban a member until expiresAt (unix seconds; none: until lifted); a mod action."
    BanUser(userId: Int, reason: String, expiresAt: Int): User
    "Community moderators: lift a member's ban; a mod action."
    UnbanUser(userId: Int, reason: String): User
  }
`;
