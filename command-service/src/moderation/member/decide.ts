import { newEvent, type Actor, type DomainEvent } from '@tsuzuki/events';
import { MEMBER_MODERATION_LIMITS, MODERATION_MESSAGES as M } from '@tsuzuki/events/moderationRules';
import { isAnyMod } from '@tsuzuki/events/roles';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import type { BanUser, MemberContext, MemberModerationCommand, SaveModNote, UnbanUser } from './commands.ts';
import { banInForce, evolveMemberModeration, initialMemberModerationState, type MemberModerationState } from './memberModeration.ts';

type Member = Extract<Actor, { kind: 'user' }>;

function member(actor: Actor): Member {
  if (actor.kind !== 'user') throw new UnauthorizedError();
  return actor;
}

function existing(context: MemberContext): void {
  if (!context.member.exists) throw new NotFoundError(M.userNotFound);
}

function saveNote(command: SaveModNote, context: MemberContext): DomainEvent[] {
  const actor = member(command.metadata.actor);
  const note = command.payload.note.trim();
  if (!note) throw new ValidationError({ note: ['Required'] });
  existing(context);
  const noteId = command.metadata.pools.modNote?.[0];
  if (noteId === undefined) throw new Error('SaveModNote needs a note id');
  return [newEvent('ModNoteSaved', { noteId, userId: command.payload.userId, moderatorId: actor.id, note })];
}

const DAY_MS = 86_400_000;

/** A ban until a time ahead (at most ten years), or until lifted; never of oneself or of a moderator. */
function ban(command: BanUser, context: MemberContext): DomainEvent[] {
  const actor = member(command.metadata.actor);
  const { userId } = command.payload;
  const reason = command.payload.reason.trim();
  if (userId === actor.id) throw new ForbiddenError(M.banSelf);
  if (!reason) throw new ValidationError({ reason: [M.banReason] }, M.banReason);
  existing(context);
  if (context.member.exists && isAnyMod(context.member.moderatorRoles)) throw new ForbiddenError(M.banModerator);
  let expiresAt: string | null = null;
  if (command.payload.expiresAt) {
    const end = Date.parse(command.payload.expiresAt);
    const now = Date.parse(command.metadata.occurredAt);
    if (!(end > now) || end - now > MEMBER_MODERATION_LIMITS.banDays * DAY_MS)
      throw new ValidationError({ expiresAt: [M.banExpiry] }, M.banExpiry);
    expiresAt = new Date(end).toISOString();
  }
  const banId = command.metadata.pools.ban?.[0];
  if (banId === undefined) throw new Error('BanUser needs a ban id');
  return [newEvent('UserBanned', { banId, userId, moderatorId: actor.id, reason, expiresAt })];
}

function unban(command: UnbanUser, state: MemberModerationState): DomainEvent[] {
  const actor = member(command.metadata.actor);
  const current = banInForce(state.ban, command.metadata.occurredAt);
  if (!current) throw new ValidationError({ userId: [M.notBanned] }, M.notBanned);
  return [
    newEvent('UserUnbanned', {
      banId: current.banId,
      userId: command.payload.userId,
      moderatorId: actor.id,
      reason: command.payload.reason?.trim() || null,
    }),
  ];
}

export const memberModerationDecider: Decider<MemberModerationCommand, MemberModerationState, MemberContext> = {
  initialState: initialMemberModerationState,
  evolve: evolveMemberModeration,
  decide(command, state, context) {
    switch (command.type) {
      case 'SaveModNote':
        return saveNote(command, context);
      case 'BanUser':
        return ban(command, context);
      case 'UnbanUser':
        return unban(command, state);
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${(unhandled as MemberModerationCommand).type}`);
      }
    }
  },
};
