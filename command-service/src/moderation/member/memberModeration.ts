import type { DomainEvent } from '@tsuzuki/events';

/** The ban last given, unless lifted: in force while its expiry is ahead (or it has none). */
export interface Ban {
  banId: number;
  reason: string;
  /** ISO; null: until lifted. */
  expiresAt: string | null;
}

/** A member's `moderation-<userId>` stream folded: how many notes moderators left, and the ban given last. */
export interface MemberModerationState {
  notes: number;
  ban: Ban | null;
}

export const initialMemberModerationState: MemberModerationState = { notes: 0, ban: null };

export function evolveMemberModeration(state: MemberModerationState, event: DomainEvent): MemberModerationState {
  switch (event.type) {
    case 'ModNoteSaved':
      return { ...state, notes: state.notes + 1 };
    case 'UserBanned':
      return { ...state, ban: { banId: event.data.banId, reason: event.data.reason, expiresAt: event.data.expiresAt } };
    case 'UserUnbanned':
      return state.ban?.banId === event.data.banId ? { ...state, ban: null } : state;
    default:
      return state;
  }
}

/** The ban in force at `at` (ISO or a Date), if any. */
export function banInForce(ban: Ban | null, at: string | Date): Ban | null {
  if (!ban) return null;
  if (ban.expiresAt === null) return ban;
  return Date.parse(ban.expiresAt) > (typeof at === 'string' ? Date.parse(at) : at.getTime()) ? ban : null;
}
