import { socialStream, type Actor } from '@tsuzuki/events';
import { requireMember, requireOwnAccount } from '../../framework/permissions.ts';
import { defineCommand, type ContextReader } from '../../framework/command.ts';
import { NO_PARTY, readParties } from '../parties.ts';
import type { SocialGraphCommand, ToggleFollow, ToggleUserBlock } from './commands.ts';
import { socialGraphDecider, type GraphContext } from './decide.ts';
import type { SocialGraphState } from './socialGraph.ts';

const common = {
  stream: socialStream,
  decider: socialGraphDecider,
  id: { field: 'userId', kind: 'user', allocate: false, fromActor: true } as const,
  // A member's own follows and blocks: decide acts as the member, so the system has nobody to follow as.
  authorise: (actor: Actor, payload: { userId?: number }) => {
    requireMember(actor);
    requireOwnAccount(actor, payload);
  },
  context: async (command: SocialGraphCommand, read: ContextReader): Promise<GraphContext> => {
    const parties = await readParties([command.payload.otherId], command.metadata.ids.userId, read);
    return parties.get(command.payload.otherId) ?? NO_PARTY;
  },
};

export const socialGraphCommands = [
  defineCommand<ToggleFollow, SocialGraphState, GraphContext>({ type: 'ToggleFollow', ...common }),
  defineCommand<ToggleUserBlock, SocialGraphState, GraphContext>({ type: 'ToggleUserBlock', ...common }),
];
