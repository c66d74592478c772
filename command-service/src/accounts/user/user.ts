import type { DomainEvent, MediaListOptions, UserOptions } from '@tsuzuki/events';
import { defaultMediaListOptions, defaultUserOptions, mergeMediaListOptions, mergeUserOptions } from '@tsuzuki/events/userDefaults';

export interface UserProfile {
  about: string | null;
  avatar: { large: string; medium: string } | null;
  bannerImage: string | null;
}

/** A member's public account: name, roles and settings with every default applied. No email, no secrets. */
export interface ExistingUser {
  exists: true;
  userId: number;
  name: string;
  moderatorRoles: string[];
  donatorTier: number;
  donatorBadge: string | null;
  profile: UserProfile;
  options: UserOptions;
  mediaListOptions: MediaListOptions;
}

export type UserState = { exists: false } | ExistingUser;

export const initialUserState: UserState = { exists: false };

export function evolveUser(state: UserState, event: DomainEvent): UserState {
  if (event.type === 'UserSignedUp') {
    return {
      exists: true,
      userId: event.data.userId,
      name: event.data.name,
      moderatorRoles: [],
      donatorTier: 0,
      donatorBadge: null,
      profile: { about: null, avatar: null, bannerImage: null },
      options: defaultUserOptions(),
      mediaListOptions: defaultMediaListOptions(),
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'UserRenamed':
      return { ...state, name: event.data.name };
    case 'UserProfileUpdated':
      return { ...state, profile: { ...state.profile, ...event.data.changes } };
    case 'UserOptionsUpdated':
      return { ...state, options: mergeUserOptions(state.options, event.data.changes) };
    case 'MediaListOptionsUpdated':
      return { ...state, mediaListOptions: mergeMediaListOptions(state.mediaListOptions, event.data.changes) };
    case 'UserRolesChanged':
      return { ...state, moderatorRoles: event.data.moderatorRoles };
    case 'UserDonatorTierChanged':
      return { ...state, donatorTier: event.data.donatorTier, donatorBadge: event.data.donatorBadge };
    default:
      return state;
  }
}
