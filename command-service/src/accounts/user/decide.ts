import { isDeepStrictEqual } from 'node:util';
import { MODERATOR_ROLES, type DomainEvent, type UserOptions } from '@tsuzuki/events';
import { mergeUserOptions, type ListTypeOptions, type MediaListOptionsChanges } from '@tsuzuki/events/userDefaults';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import {
  LIST_OPTION_KEYS,
  OPTION_KEYS,
  type ChangeUserName,
  type DeleteCustomList,
  type SetDonatorTier,
  type SetModeratorRoles,
  type SignUpUser,
  type UpdateUser,
  type UpdateUserProfile,
  type UserCommand,
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

type Given<K extends string> = Partial<Record<K, unknown>>;
const pick = <K extends string>(payload: Record<string, unknown>, keys: readonly K[]): Given<K> =>
  Object.fromEntries(keys.filter((k) => payload[k] !== undefined).map((k) => [k, payload[k]])) as Given<K>;

/** Only settings whose value really changes are recorded; a save that changes nothing records nothing. */
function optionsChanged(user: ExistingUser, given: Partial<UserOptions>): DomainEvent[] {
  const changes = Object.fromEntries(
    Object.entries(given).filter(([field, value]) => {
      const key = field as keyof UserOptions;
      return !isDeepStrictEqual(mergeUserOptions(user.options, { [key]: value })[key], user.options[key]);
    }),
  ) as Partial<UserOptions>;
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'UserOptionsUpdated', data: { userId: user.userId, changes } }];
}

function uniqueNames(names: readonly string[] | undefined): boolean {
  return !names || new Set(names.map((n) => n.toLowerCase())).size === names.length;
}

function listNameProblems(given: Partial<ListTypeOptions> | undefined, path: string): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (!uniqueNames(given?.customLists)) problems[`${path}.customLists`] = ['Custom list names must be unique.'];
  if (!uniqueNames(given?.advancedScoring)) problems[`${path}.advancedScoring`] = ['Advanced scoring names must be unique.'];
  return problems;
}

function changedListFields(current: ListTypeOptions, given: Partial<ListTypeOptions> | undefined): Partial<ListTypeOptions> | null {
  if (!given) return null;
  const changed = Object.fromEntries(
    Object.entries(given).filter(([field, value]) => !isDeepStrictEqual(current[field as keyof ListTypeOptions], value)),
  );
  return Object.keys(changed).length ? changed : null;
}

function listOptionsChanged(user: ExistingUser, given: MediaListOptionsChanges): DomainEvent[] {
  const current = user.mediaListOptions;
  const { scoreFormat, rowOrder, animeList, mangaList } = given;
  const problems = { ...listNameProblems(animeList, 'animeList'), ...listNameProblems(mangaList, 'mangaList') };
  if (Object.keys(problems).length) throw new ValidationError(problems);
  const changes: MediaListOptionsChanges = {};
  if (scoreFormat !== undefined && scoreFormat !== current.scoreFormat) changes.scoreFormat = scoreFormat;
  if (rowOrder !== undefined && rowOrder !== current.rowOrder) changes.rowOrder = rowOrder;
  const anime = changedListFields(current.animeList, animeList);
  const manga = changedListFields(current.mangaList, mangaList);
  if (anime) changes.animeList = anime;
  if (manga) changes.mangaList = manga;
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'MediaListOptionsUpdated', data: { userId: user.userId, changes } }];
}

/**
 * One command for the whole settings form (AniList's UpdateUser): every group is checked before anything is
 * decided, and the events of the groups that change are appended together, so a refusal writes nothing.
 */
export function updateUser(command: UpdateUser, state: UserState): DomainEvent[] {
  const user = existing(state);
  const payload = command.payload as Record<string, unknown>;
  const events = [...optionsChanged(user, pick(payload, OPTION_KEYS) as Partial<UserOptions>)];
  events.push(...listOptionsChanged(user, pick(payload, LIST_OPTION_KEYS) as MediaListOptionsChanges));
  if (command.payload.about !== undefined) events.push(...profileChanged(user, { about: command.payload.about }));
  return events;
}

export function updateUserProfile(command: UpdateUserProfile, state: UserState): DomainEvent[] {
  const { userId: _userId, ...given } = command.payload;
  return profileChanged(existing(state), given);
}

function profileChanged(user: ExistingUser, given: Partial<UserProfile>): DomainEvent[] {
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
    case 'UpdateUser':
      return updateUser(command, state);
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
