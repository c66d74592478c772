import type { ContractCommand } from '../../framework/command.ts';
import type { UserState } from '../../accounts/user/user.ts';

type Ids = { userId: number };
export type SaveModNote = ContractCommand<'SaveModNote', Ids>;
export type BanUser = ContractCommand<'BanUser', Ids>;
export type UnbanUser = ContractCommand<'UnbanUser', Ids>;
export type MemberModerationCommand = SaveModNote | BanUser | UnbanUser;

/** The member a note or ban is about. */
export interface MemberContext {
  member: UserState;
}
