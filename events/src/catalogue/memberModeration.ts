import { z } from 'zod';
import { defineEvent } from './define.ts';
import { Id } from './shapes.ts';
import { MEMBER_MODERATION_LIMITS, REPORT_OBJECT_TYPES } from '../moderationRules.ts';

export { MEMBER_MODERATION_LIMITS, MODERATION_MESSAGES, REPORT_OBJECT_TYPES, type ReportObjectType } from '../moderationRules.ts';

// What members and community moderators say and do about a member (issue 12, ADR 21). Reports about a member are
// the member's `reports-<userId>` stream: one report model for everything a member can be reported for (themself,
// an activity, a reply, a review, a thread, a comment), in AniList's CreateUserReport shape (the reason carries a
// link to the item and its text). Notes and bans are the member's `moderation-<userId>` stream, which the
// command-service also reads before every command of that member (a banned member cannot write).

const Reason = z.string().trim().min(1).max(MEMBER_MODERATION_LIMITS.reportReason);

/** A member reported another member, or something of theirs; the reason as the reporter sent it. */
export const UserReported = defineEvent(
  'UserReported',
  1,
  ['moderation'],
  z.object({
    reportId: Id,
    /** The member reported (the author of the item). */
    userId: Id,
    reporterId: Id,
    objectType: z.enum(REPORT_OBJECT_TYPES),
    /** The item reported; null for a report of the member themself. */
    objectId: Id.nullable(),
    reason: Reason,
  }),
);

/** A community moderator handled a report: resolved (acted on) or dismissed (nothing to do), with an optional note. */
export const UserReportResolved = defineEvent(
  'UserReportResolved',
  1,
  ['moderation'],
  z.object({
    reportId: Id,
    userId: Id,
    reporterId: Id,
    resolvedBy: Id,
    dismissed: z.boolean(),
    note: z.string().trim().min(1).max(MEMBER_MODERATION_LIMITS.shortReason).nullable(),
  }),
);

/** A community moderator's note on a member, seen only by moderators (an activity saved as it read, a warning). */
export const ModNoteSaved = defineEvent(
  'ModNoteSaved',
  1,
  ['moderation'],
  z.object({
    noteId: Id,
    userId: Id,
    moderatorId: Id,
    note: z.string().trim().min(1).max(MEMBER_MODERATION_LIMITS.note),
  }),
);

/**
 * A community moderator banned a member: no command of theirs is accepted until `expiresAt` (ISO; null: until
 * lifted). A new ban replaces the one in force.
 */
export const UserBanned = defineEvent(
  'UserBanned',
  1,
  ['moderation'],
  z.object({
    banId: Id,
    userId: Id,
    moderatorId: Id,
    reason: z.string().trim().min(1).max(MEMBER_MODERATION_LIMITS.shortReason),
    expiresAt: z.string().nullable(),
  }),
);

/** A community moderator lifted the ban in force before its expiry. */
export const UserUnbanned = defineEvent(
  'UserUnbanned',
  1,
  ['moderation'],
  z.object({
    banId: Id,
    userId: Id,
    moderatorId: Id,
    reason: z.string().trim().min(1).max(MEMBER_MODERATION_LIMITS.shortReason).nullable(),
  }),
);
