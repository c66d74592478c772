import { userStream } from '@tsuzuki/events';
import { SignUpUserPayload } from '@tsuzuki/events/commands';
import { defineCommand, defineInternalCommand } from '../../framework/command.ts';
import { requireAdmin, requireOwnAccount, requireSystem } from '../../framework/permissions.ts';
import {
  nameReservation,
  type ChangeUserName,
  type DeleteCustomList,
  type SetDonatorTier,
  type SetModeratorRoles,
  type SignUpUser,
  type UpdateUser,
  type UpdateUserProfile,
} from './commands.ts';
import { userDecider } from './decide.ts';
import { roleModActions } from './modActions.ts';
import type { UserState } from './user.ts';

const ownId = { field: 'userId', kind: 'user', allocate: false, fromActor: true } as const;
const givenId = { field: 'userId', kind: 'user', allocate: false } as const;
const common = { stream: userStream, decider: userDecider };

/** Registered without a name on the HTTP route: the auth routes run it through CommandBus.run. */
export const signUpUser = defineInternalCommand<SignUpUser, UserState>({
  type: 'SignUpUser',
  schema: SignUpUserPayload,
  authorise: requireSystem,
  id: givenId,
  ...common,
  reserve: (command) => nameReservation(command.payload.name),
});

export const userCommands = [
  defineCommand<UpdateUser, UserState>({
    type: 'UpdateUser',
    authorise: requireOwnAccount,
    id: ownId,
    ...common,
  }),
  defineCommand<UpdateUserProfile, UserState>({
    type: 'UpdateUserProfile',
    authorise: requireOwnAccount,
    id: ownId,
    ...common,
  }),
  defineCommand<ChangeUserName, UserState>({
    type: 'ChangeUserName',
    authorise: requireOwnAccount,
    id: ownId,
    ...common,
    reserve: (command) => nameReservation(command.payload.name),
    // The old name is free once the rename is in the log (unless only its case changed: same key).
    releases: (command, events) =>
      events.flatMap((e) =>
        e.type === 'UserRenamed' && e.data.previousName.toLowerCase() !== command.payload.name.toLowerCase()
          ? [nameReservation(e.data.previousName)]
          : [],
      ),
  }),
  defineCommand<DeleteCustomList, UserState>({
    type: 'DeleteCustomList',
    authorise: requireOwnAccount,
    id: ownId,
    ...common,
  }),
  defineCommand<SetModeratorRoles, UserState>({
    type: 'SetModeratorRoles',
    authorise: requireAdmin,
    id: givenId,
    ...common,
    modAction: roleModActions,
  }),
  defineCommand<SetDonatorTier, UserState>({
    type: 'SetDonatorTier',
    authorise: requireAdmin,
    id: givenId,
    ...common,
  }),
];
