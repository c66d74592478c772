import type { z } from 'zod';
import { MediaListOptionsUpdated, UserOptions } from '@tsuzuki/events';
import type { SignUpUserPayload } from '@tsuzuki/events/commands';
import type { Command, ContractCommand, Reservation } from '../../framework/command.ts';

/** Keys of each settings group an UpdateUser payload may carry. */
export const OPTION_KEYS = Object.keys(UserOptions.shape) as (keyof UserOptions)[];
export const LIST_OPTION_KEYS = Object.keys(MediaListOptionsUpdated.schema.shape.changes.shape) as (
  'scoreFormat' | 'rowOrder' | 'animeList' | 'mangaList'
)[];

type Ids = { userId: number };
/** Not in the HTTP contract: the auth routes run it in-process (user/index.ts signUpUser). */
export type SignUpUser = Command<'SignUpUser', z.infer<typeof SignUpUserPayload>, Ids>;
export type UpdateUser = ContractCommand<'UpdateUser', Ids>;
export type UpdateUserProfile = ContractCommand<'UpdateUserProfile', Ids>;
export type ChangeUserName = ContractCommand<'ChangeUserName', Ids>;
export type DeleteCustomList = ContractCommand<'DeleteCustomList', Ids>;
export type SetModeratorRoles = ContractCommand<'SetModeratorRoles', Ids>;
export type SetDonatorTier = ContractCommand<'SetDonatorTier', Ids>;
export type UserCommand =
  SignUpUser | UpdateUser | UpdateUserProfile | ChangeUserName | DeleteCustomList | SetModeratorRoles | SetDonatorTier;

/** Names are unique across users whatever their case; the reservation table holds each for its user's stream. */
export const USER_NAME_SCOPE = 'user-name';
export const NAME_TAKEN = 'Username is already taken.';
export const nameReservation = (name: string): Reservation => ({
  scope: USER_NAME_SCOPE,
  key: name.trim().toLowerCase(),
  conflict: NAME_TAKEN,
});
