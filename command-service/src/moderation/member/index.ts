import { memberModerationStream, userStream } from '@tsuzuki/events';
import { evolveUser, initialUserState } from '../../accounts/user/user.ts';
import { defineCommand, type ContextReader } from '../../framework/command.ts';
import { requireCommunityMod } from '../../framework/permissions.ts';
import { memberModActions } from '../modActions.ts';
import type { BanUser, MemberContext, MemberModerationCommand, SaveModNote, UnbanUser } from './commands.ts';
import { memberModerationDecider } from './decide.ts';
import type { MemberModerationState } from './memberModeration.ts';

const userView = { initialState: initialUserState, evolve: evolveUser };

const common = {
  stream: memberModerationStream,
  decider: memberModerationDecider,
  id: { field: 'userId', kind: 'user', allocate: false } as const,
  authorise: requireCommunityMod,
  context: async (command: MemberModerationCommand, read: ContextReader): Promise<MemberContext> => ({
    member: await read.state(userStream(command.payload.userId), userView),
  }),
  modAction: memberModActions,
};

export const memberModerationCommands = [
  defineCommand<SaveModNote, MemberModerationState, MemberContext>({
    ...common,
    type: 'SaveModNote',
    pools: () => ({ modNote: 1 }),
  }),
  defineCommand<BanUser, MemberModerationState, MemberContext>({
    ...common,
    type: 'BanUser',
    pools: () => ({ ban: 1 }),
  }),
  defineCommand<UnbanUser, MemberModerationState, MemberContext>({ ...common, type: 'UnbanUser' }),
];
