import { z } from 'zod';
import {
  Id, MODERATOR_ROLES, MediaListOptionsUpdated, UserDonatorTierChanged, UserName, UserOptions, UserProfileUpdated, userStream,
} from '@tsuzuki/events';
import { defineCommand, type Command, type Reservation } from '../../framework/command.ts';
import { requireAdmin, requireOwnAccount, requireSystem } from '../../framework/permissions.ts';
import { userDecider } from './decide.ts';
import { roleModActions } from './modActions.ts';
import type { UserState } from './user.ts';

// Own-account payloads carry no user id: the target is the actor. The system actor names the user.
const own = { userId: Id.optional() };

export const SignUpUserPayload = z.object({ userId: Id, name: UserName });
/** Keys of each settings group an UpdateUser payload may carry. */
export const OPTION_KEYS = Object.keys(UserOptions.shape) as (keyof UserOptions)[];
export const LIST_OPTION_KEYS = Object.keys(MediaListOptionsUpdated.schema.shape.changes.shape) as ('scoreFormat' | 'rowOrder' | 'animeList' | 'mangaList')[];
/**
 * AniList's UpdateUser in one command: settings, list settings and the about text. Its decider may record
 * up to three events, appended together, so a refused field leaves every other one unchanged.
 */
export const UpdateUserPayload = UserOptions.partial()
  .extend(MediaListOptionsUpdated.schema.shape.changes.shape)
  .extend({ about: UserProfileUpdated.schema.shape.changes.shape.about })
  .extend(own)
  .strict();
export const UpdateUserProfilePayload = UserProfileUpdated.schema.shape.changes.extend(own);
export const ChangeUserNamePayload = z.object({ name: UserName, ...own });
export const DeleteCustomListPayload = z.object({ customList: z.string().trim().min(1).max(50), type: z.enum(['ANIME', 'MANGA']), ...own });
export const SetModeratorRolesPayload = z.object({ userId: Id, moderatorRoles: z.array(z.enum(MODERATOR_ROLES)).max(MODERATOR_ROLES.length) });
export const SetDonatorTierPayload = UserDonatorTierChanged.schema;

type Ids = { userId: number };
export type SignUpUser = Command<'SignUpUser', z.infer<typeof SignUpUserPayload>, Ids>;
export type UpdateUser = Command<'UpdateUser', z.infer<typeof UpdateUserPayload>, Ids>;
export type UpdateUserProfile = Command<'UpdateUserProfile', z.infer<typeof UpdateUserProfilePayload>, Ids>;
export type ChangeUserName = Command<'ChangeUserName', z.infer<typeof ChangeUserNamePayload>, Ids>;
export type DeleteCustomList = Command<'DeleteCustomList', z.infer<typeof DeleteCustomListPayload>, Ids>;
export type SetModeratorRoles = Command<'SetModeratorRoles', z.infer<typeof SetModeratorRolesPayload>, Ids>;
export type SetDonatorTier = Command<'SetDonatorTier', z.infer<typeof SetDonatorTierPayload>, Ids>;
export type UserCommand =
  | SignUpUser | UpdateUser | UpdateUserProfile | ChangeUserName | DeleteCustomList
  | SetModeratorRoles | SetDonatorTier;

/** Names are unique across users whatever their case; the reservation table holds each for its user's stream. */
export const USER_NAME_SCOPE = 'user-name';
export const NAME_TAKEN = 'Username is already taken.';
const nameReservation = (name: string): Reservation => ({ scope: USER_NAME_SCOPE, key: name.trim().toLowerCase(), conflict: NAME_TAKEN });

const ownId = { field: 'userId', kind: 'user', allocate: false, fromActor: true } as const;
const givenId = { field: 'userId', kind: 'user', allocate: false } as const;
const common = { stream: userStream, decider: userDecider };

/** Registered without a name on the HTTP route: the auth routes run it through CommandBus.run. */
export const signUpUser = defineCommand<SignUpUser, UserState>({
  type: 'SignUpUser', schema: SignUpUserPayload, authorise: requireSystem, id: givenId, ...common,
  reserve: (command) => nameReservation(command.payload.name),
});

export const userCommands = [
  defineCommand<UpdateUser, UserState>({
    type: 'UpdateUser', schema: UpdateUserPayload, authorise: requireOwnAccount, id: ownId, ...common,
  }),
  defineCommand<UpdateUserProfile, UserState>({
    type: 'UpdateUserProfile', schema: UpdateUserProfilePayload, authorise: requireOwnAccount, id: ownId, ...common,
  }),
  defineCommand<ChangeUserName, UserState>({
    type: 'ChangeUserName', schema: ChangeUserNamePayload, authorise: requireOwnAccount, id: ownId, ...common,
    reserve: (command) => nameReservation(command.payload.name),
    // The old name is free once the rename is in the log (unless only its case changed: same key).
    releases: (command, events) => events.flatMap((e) => (e.type === 'UserRenamed'
      && e.data.previousName.toLowerCase() !== command.payload.name.toLowerCase() ? [nameReservation(e.data.previousName)] : [])),
  }),
  defineCommand<DeleteCustomList, UserState>({
    type: 'DeleteCustomList', schema: DeleteCustomListPayload, authorise: requireOwnAccount, id: ownId, ...common,
  }),
  defineCommand<SetModeratorRoles, UserState>({
    type: 'SetModeratorRoles', schema: SetModeratorRolesPayload, authorise: requireAdmin, id: givenId, ...common,
    modAction: roleModActions,
  }),
  defineCommand<SetDonatorTier, UserState>({
    type: 'SetDonatorTier', schema: SetDonatorTierPayload, authorise: requireAdmin, id: givenId, ...common,
  }),
];
