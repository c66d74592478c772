import type { ContractCommand } from '../../framework/command.ts';
import type { UserState } from '../../accounts/user/user.ts';

type Ids = { userId: number };
export type CreateUserReport = ContractCommand<'CreateUserReport', Ids>;
export type ResolveReport = ContractCommand<'ResolveReport', Ids>;
export type UserReportsCommand = CreateUserReport | ResolveReport;

/** What a report decision reads outside the member's reports: the member reported. */
export interface ReportContext {
  reported: UserState;
}
