import { z } from 'zod';
import { Id, socialStream, type Actor } from '@tsuzuki/events';
import { requireMember, requireOwnAccount } from '../../framework/permissions.ts';
import { defineCommand, type Command, type ContextReader } from '../../framework/command.ts';
import { NO_PARTY, readParties } from '../parties.ts';
import { socialGraphDecider, type GraphContext } from './decide.ts';
import type { SocialGraphState } from './socialGraph.ts';

/** `otherId`: the member to follow or block (AniList's ToggleFollow and ToggleUserBlock take it as userId). */
export const SocialGraphPayload = z.object({ userId: Id.optional(), otherId: Id });

type Ids = { userId: number };
export type ToggleFollow = Command<'ToggleFollow', z.infer<typeof SocialGraphPayload>, Ids>;
export type ToggleUserBlock = Command<'ToggleUserBlock', z.infer<typeof SocialGraphPayload>, Ids>;
export type SocialGraphCommand = ToggleFollow | ToggleUserBlock;

const common = {
  schema: SocialGraphPayload,
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
