// The payloads of member moderation commands: reports, mod notes, bans (command-service/src/moderation, ADR 21).
import { z } from 'zod';
import { Id } from '../catalogue/index.ts';
import { MEMBER_MODERATION_LIMITS, REPORT_OBJECT_TYPES } from '../moderationRules.ts';

/**
 * AniList's CreateUserReport (userId, reason), with what the report is about beside it: the query-service names the
 * author of a reported item from its read model (the report's `userId`), as it names a comment's tree.
 */
export const CreateUserReportPayload = z.object({
  userId: Id,
  reason: z.string().max(MEMBER_MODERATION_LIMITS.reportReason),
  objectType: z.enum(REPORT_OBJECT_TYPES).optional(),
  objectId: Id.nullish(),
});
/** `userId` (the member reported) is set by the query-service from its read model: it names the stream. */
export const ResolveReportPayload = z.object({
  userId: Id,
  reportId: Id,
  note: z.string().max(MEMBER_MODERATION_LIMITS.shortReason).nullish(),
  dismiss: z.boolean().optional(),
});

export const SaveModNotePayload = z.object({ userId: Id, note: z.string().max(MEMBER_MODERATION_LIMITS.note) });
export const BanUserPayload = z.object({
  userId: Id,
  reason: z.string().max(MEMBER_MODERATION_LIMITS.shortReason),
  /** ISO time the ban ends; null or absent: until lifted. */
  expiresAt: z.iso.datetime({ offset: true }).nullish(),
});
export const UnbanUserPayload = z.object({ userId: Id, reason: z.string().max(MEMBER_MODERATION_LIMITS.shortReason).nullish() });

/**
 * What a moderator may read of a member's account beyond the log (social §2: email, ip, alts): the answer of the
 * command-service's GET /moderation/accounts/:userId, from its own tables, which the query-service asks (ADR 21).
 */
export interface AccountModData {
  email: string | null;
  /** Addresses the member signed in from, newest first. */
  ips: { ip: string; lastSeen: string }[];
  /** Other members who signed in from one of those addresses, with the addresses they share. */
  alts: { userId: number; ips: string[] }[];
}
