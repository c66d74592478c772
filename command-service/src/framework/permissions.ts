import type { Actor } from '@tsuzuki/events';
import { canEditData, canRemoveMedia, type DataKind } from '@tsuzuki/events/dataRoles';
import { MODERATION_MESSAGES } from '@tsuzuki/events/moderationRules';
import { isAdmin, isAnyMod, isCommunityMod, isDataMod } from '@tsuzuki/events/roles';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';

// Who may do what (spec/core.md §6, spec/social.md §6, issue 12), named once for every command of the command-service.
// The role groups are events/src/roles.ts and the data kinds events/src/dataRoles.ts, both shared with the client;
// RETIRED negates every moderator power there. A command asks here in `authorise` (before anything is read) and,
// where the answer depends on the object (whose activity, which media type, a locked tree), in `decide`.
// permissions.matrix.test.ts walks every registered command × actor against the spec.

export type Member = Extract<Actor, { kind: 'user' }>;

// ── Powers ──────────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Any moderator (social §6): writes to any profile (past "messages from followers only"), reads members' mod data,
 * sees Submissions on any profile; the actions of one are recorded in the mod-action log (ADR 19).
 */
export const isModerator = (actor: Actor): boolean => actor.kind === 'user' && isAnyMod(actor.moderatorRoles);

/**
 * Community moderator (social §6): edits any text, comment or review; deletes any activity, reply, thread, comment or
 * recommendation; locks activities, threads and comment trees and replies in locked ones; sticky threads and moderated
 * forum categories; mod notes, bans and the report queue; posts as ModChan. Cannot report (they act instead).
 */
export const mayModerateCommunity = (actor: Actor): boolean => actor.kind === 'user' && isCommunityMod(actor.moderatorRoles);

/**
 * Data moderator of any kind (core §6): the tag tools (create a tag, decide tag submissions, a media tag's spoiler
 * flag, remove a tag from a media), and the first check of a media command whose type only decide knows. The system
 * (importers) too.
 */
export const isDataModerator = (actor: Actor): boolean =>
  actor.kind === 'system' || (actor.kind === 'user' && isDataMod(actor.moderatorRoles));

/** Edits data of this kind directly and decides members' submissions of it (dataRoles.ts). The system too. */
export const mayEditData = (actor: Actor, kind: DataKind): boolean =>
  actor.kind === 'system' || (actor.kind === 'user' && canEditData(actor.moderatorRoles, kind));

/** Deletes a media or merges it into another: lead data moderators and admins (dataRoles.ts). The system too. */
export const mayRemoveMedia = (actor: Actor): boolean =>
  actor.kind === 'system' || (actor.kind === 'user' && canRemoveMedia(actor.moderatorRoles));

/** Grants and revokes roles and donator tiers: admins (issue 12) and the system. */
export const mayAdminister = (actor: Actor): boolean => actor.kind === 'system' || (actor.kind === 'user' && isAdmin(actor.moderatorRoles));

/** Pins an own text or list activity: donatorTier above 1 (social §6). */
export const mayPin = (actor: Member): boolean => actor.donatorTier > 1;

// ── Guards for `authorise`: a guest is told to sign in (401), anyone else without the power is refused (403) ────────

function refuse(actor: Actor, message?: string): never {
  if (actor.kind === 'guest') throw new UnauthorizedError();
  throw new ForbiddenError(message);
}

/** Anyone, guests too: only for what is nobody's (forum page views, ADR 17). */
export function anyone(): void {}

/** A signed-in member of any role. The system has no member to act as. */
export function requireMember(actor: Actor): asserts actor is Member {
  if (actor.kind !== 'user') refuse(actor);
}

/**
 * The member's own account and what hangs on it (settings, lists, favourites, follows, blocks, notifications): the
 * target is the actor; naming another member is refused, moderators included. The system names the member.
 */
export function requireOwnAccount(actor: Actor, payload: { userId?: number }): void {
  if (actor.kind === 'system') return;
  if (actor.kind !== 'user' || (payload.userId !== undefined && payload.userId !== actor.id)) refuse(actor);
}

export function requireCommunityMod(actor: Actor): void {
  if (!mayModerateCommunity(actor)) refuse(actor, MODERATION_MESSAGES.moderatorsOnly);
}

export function requireDataMod(actor: Actor): void {
  if (!isDataModerator(actor)) refuse(actor);
}

export function requireDataEditor(actor: Actor, kind: DataKind): void {
  if (!mayEditData(actor, kind)) refuse(actor);
}

export function requireMediaRemover(actor: Actor): void {
  if (!mayRemoveMedia(actor)) refuse(actor);
}

export function requireAdmin(actor: Actor): void {
  if (!mayAdminister(actor)) refuse(actor);
}

/** In-process jobs only (sign-up from the auth routes, the airing announcer, importers' statistics). */
export function requireSystem(actor: Actor): void {
  if (actor.kind !== 'system') refuse(actor);
}
