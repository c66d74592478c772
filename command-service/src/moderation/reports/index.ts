import { userReportsStream, userStream } from '@tsuzuki/events';
import { evolveUser, initialUserState } from '../../accounts/user/user.ts';
import { defineCommand, type ContextReader } from '../../framework/command.ts';
import { requireCommunityMod, requireMember } from '../../framework/permissions.ts';
import { reportModActions } from '../modActions.ts';
import type { CreateUserReport, ReportContext, ResolveReport, UserReportsCommand } from './commands.ts';
import { userReportsDecider } from './decide.ts';
import type { UserReportsState } from './userReports.ts';

const userView = { initialState: initialUserState, evolve: evolveUser };

async function reportContext(command: UserReportsCommand, read: ContextReader): Promise<ReportContext> {
  return {
    reported: command.type === 'CreateUserReport' ? await read.state(userStream(command.payload.userId), userView) : initialUserState,
  };
}

const common = {
  stream: userReportsStream,
  decider: userReportsDecider,
  id: { field: 'userId', kind: 'user', allocate: false } as const,
  context: reportContext,
};

export const reportCommands = [
  // Members report; guests cannot (social §6).
  defineCommand<CreateUserReport, UserReportsState, ReportContext>({
    ...common,
    type: 'CreateUserReport',
    authorise: requireMember,
    pools: () => ({ report: 1 }),
  }),
  // Community moderators handle reports; each is a mod action (ADR 19).
  defineCommand<ResolveReport, UserReportsState, ReportContext>({
    ...common,
    type: 'ResolveReport',
    authorise: requireCommunityMod,
    modAction: reportModActions,
  }),
];
