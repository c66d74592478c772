import type { DomainEvent } from '@tsuzuki/events';

/** The follows and blocks one member made (their `social-<id>` stream). Sets are replaced, never changed in place. */
export interface SocialGraphState {
  following: ReadonlySet<number>;
  blocked: ReadonlySet<number>;
}

export const initialSocialGraphState: SocialGraphState = { following: new Set(), blocked: new Set() };

const toggled = (set: ReadonlySet<number>, id: number, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

export function evolveSocialGraph(state: SocialGraphState, event: DomainEvent): SocialGraphState {
  switch (event.type) {
    case 'UserFollowed':
    case 'UserUnfollowed':
      return { ...state, following: toggled(state.following, event.data.otherId, event.type === 'UserFollowed') };
    case 'UserBlocked':
    case 'UserUnblocked':
      return { ...state, blocked: toggled(state.blocked, event.data.otherId, event.type === 'UserBlocked') };
    default:
      return state;
  }
}
