import { isDeepStrictEqual } from 'node:util';
import { MODERATOR_ROLES, type DomainEvent, type UserOptions } from '@tsuzuki/events';
import { mergeUserOptions, type ListTypeOptions, type MediaListOptionsChanges } from '@tsuzuki/events/userDefaults';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import type {
  ChangeUserName, DeleteCustomList, SetDonatorTier, SetModeratorRoles, SignUpUser, UpdateMediaListOptions, UpdateUserOptions,
  UpdateUserProfile, UserCommand,
} from './commands.ts';
import { evolveUser, initialUserState, type ExistingUser, type UserProfile, type UserState } from './user.ts';

function existing(state: UserState): ExistingUser {
  if (!state.exists) throw new NotFoundError('User not found.');
  return state;
}

export function signUpUser(command: SignUpUser, state: UserState): DomainEvent[] {
  if (state.exists) throw new ConflictError('User already exists.');
  return [{ type: 'UserSignedUp', data: { userId: command.metadata.ids.userId, name: command.payload.name } }];
}

/** Only settings whose value really changes are recorded; a save that changes nothing records nothing. */
export function updateUserOptions(command: UpdateUserOptions, state: UserState): DomainEvent[] {
  const user = existing(state);
  const { userId: _userId, ...given } = command.payload;
  const changes = Object.fromEntries(Object.entries(given).filter(([field, value]) => {
    const key = field as keyof UserOptions;
    return !isDeepStrictEqual(mergeUserOptions(user.options, { [key]: value })[key], user.options[key]);
  })) as Partial<UserOptions>;
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'UserOptionsUpdated', data: { userId: user.userId, changes } }];
}

function uniqueNames(names: readonly string[] | undefined): boolean {
  return !names || new Set(names.map((n) => n.toLowerCase())).size === names.length;
}

function changedListFields(current: ListTypeOptions, given: Partial<ListTypeOptions> | undefined, path: string): Partial<ListTypeOptions> | null {
  if (!given) return null;
  const problems: Record<string, string[]> = {};
  if (!uniqueNames(given.customLists)) problems[`${path}.customLists`] = ['Custom list names must be unique.'];
  if (!uniqueNames(given.advancedScoring)) problems[`${path}.advancedScoring`] = ['Advanced scoring names must be unique.'];
  if (Object.keys(problems).length) throw new ValidationError(problems);
  const changed = Object.fromEntries(
    Object.entries(given).filter(([field, value]) => !isDeepStrictEqual(current[field as keyof ListTypeOptions], value)),
  );
  return Object.keys(changed).length ? changed : null;
}

export function updateMediaListOptions(command: UpdateMediaListOptions, state: UserState): DomainEvent[] {
  const user = existing(state);
  const current = user.mediaListOptions;
  const { scoreFormat, rowOrder, animeList, mangaList } = command.payload;
  const changes: MediaListOptionsChanges = {};
  if (scoreFormat !== undefined && scoreFormat !== current.scoreFormat) changes.scoreFormat = scoreFormat;
  if (rowOrder !== undefined && rowOrder !== current.rowOrder) changes.rowOrder = rowOrder;
  const anime = changedListFields(current.animeList, animeList, 'animeList');
  const manga = changedListFields(current.mangaList, mangaList, 'mangaList');
  if (anime) changes.animeList = anime;
  if (manga) changes.mangaList = manga;
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'MediaListOptionsUpdated', data: { userId: user.userId, changes } }];
}

export function updateUserProfile(command: UpdateUserProfile, state: UserState): DomainEvent[] {
  const user = existing(state);
  const { userId: _userId, ...given } = command.payload;
  const changes = Object.fromEntries(
    Object.entries(given).filter(([field, value]) => !isDeepStrictEqual(user.profile[field as keyof UserProfile], value)),
  ) as Partial<UserProfile>;
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'UserProfileUpdated', data: { userId: user.userId, changes } }];
}

/** A new spelling of the same name (other case) is a rename too; the very same name changes nothing. */
export function changeUserName(command: ChangeUserName, state: UserState): DomainEvent[] {
  const user = existing(state);
  if (command.payload.name === user.name) return [];
  return [{ type: 'UserRenamed', data: { userId: user.userId, name: command.payload.name, previousName: user.name } }];
}

export function deleteCustomList(command: DeleteCustomList, state: UserState): DomainEvent[] {
  const user = existing(state);
  const field = command.payload.type === 'ANIME' ? 'animeList' : 'mangaList';
  const lists = user.mediaListOptions[field].customLists;
  if (!lists.includes(command.payload.customList)) throw new NotFoundError('Custom list not found.');
  const customLists = lists.filter((name) => name !== command.payload.customList);
  return [{ type: 'MediaListOptionsUpdated', data: { userId: user.userId, changes: { [field]: { customLists } } } }];
}

/** Roles are a set: kept once each, in the order of the spec's role list. */
export function setModeratorRoles(command: SetModeratorRoles, state: UserState): DomainEvent[] {
  const user = existing(state);
  const moderatorRoles = MODERATOR_ROLES.filter((role) => command.payload.moderatorRoles.includes(role));
  const current = MODERATOR_ROLES.filter((role) => user.moderatorRoles.includes(role));
  if (isDeepStrictEqual(moderatorRoles, current)) return [];
  return [{ type: 'UserRolesChanged', data: { userId: user.userId, moderatorRoles } }];
}

export function setDonatorTier(command: SetDonatorTier, state: UserState): DomainEvent[] {
  const user = existing(state);
  const { donatorTier, donatorBadge } = command.payload;
  if (donatorTier === user.donatorTier && donatorBadge === user.donatorBadge) return [];
  return [{ type: 'UserDonatorTierChanged', data: { userId: user.userId, donatorTier, donatorBadge } }];
}

export function decide(command: UserCommand, state: UserState): DomainEvent[] {
  switch (command.type) {
    case 'SignUpUser':
      return signUpUser(command, state);
    case 'UpdateUserOptions':
      return updateUserOptions(command, state);
    case 'UpdateMediaListOptions':
      return updateMediaListOptions(command, state);
    case 'UpdateUserProfile':
      return updateUserProfile(command, state);
    case 'ChangeUserName':
      return changeUserName(command, state);
    case 'DeleteCustomList':
      return deleteCustomList(command, state);
    case 'SetModeratorRoles':
      return setModeratorRoles(command, state);
    case 'SetDonatorTier':
      return setDonatorTier(command, state);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled user command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const userDecider: Decider<UserCommand, UserState> = { initialState: initialUserState, evolve: evolveUser, decide };
