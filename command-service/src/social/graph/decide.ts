import { newEvent, type DomainEvent } from '@tsuzuki/events';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import type { Party } from '../parties.ts';
import { BLOCK_MESSAGES } from './blocks.ts';
import type { SocialGraphCommand } from './commands.ts';
import { evolveSocialGraph, initialSocialGraphState, type SocialGraphState } from './socialGraph.ts';

export const GRAPH_MESSAGES = {
  userNotFound: 'User not found.',
  self: 'You cannot follow or block yourself.',
  /** social §8: some user types cannot be blocked (403). */
  cannotBlock: 'Sorry, you cannot block this type of user.',
} as const;

/** The other member of a follow or block, as their streams tell it. */
export type GraphContext = Party;

function toggleFollow(state: SocialGraphState, userId: number, otherId: number, other: Party): DomainEvent[] {
  const pair = { userId, otherId };
  if (state.following.has(otherId)) return [newEvent('UserUnfollowed', pair)];
  if (!other.exists) throw new NotFoundError(GRAPH_MESSAGES.userNotFound);
  // A blocked member cannot follow the one who blocked them (ADR 15); following lifts a block of one's own (ADR 26).
  if (other.blocksActor) throw new ForbiddenError(BLOCK_MESSAGES.blocked);
  const events: DomainEvent[] = [];
  if (state.blocked.has(otherId)) events.push(newEvent('UserUnblocked', pair));
  return [...events, newEvent('UserFollowed', pair)];
}

function toggleBlock(state: SocialGraphState, userId: number, otherId: number, other: Party): DomainEvent[] {
  const pair = { userId, otherId };
  if (state.blocked.has(otherId)) return [newEvent('UserUnblocked', pair)];
  if (!other.exists) throw new NotFoundError(GRAPH_MESSAGES.userNotFound);
  if (other.isModerator) throw new ForbiddenError(GRAPH_MESSAGES.cannotBlock);
  const events: DomainEvent[] = [];
  if (state.following.has(otherId)) events.push(newEvent('UserUnfollowed', pair));
  return [...events, newEvent('UserBlocked', pair)];
}

export const socialGraphDecider: Decider<SocialGraphCommand, SocialGraphState, GraphContext> = {
  initialState: initialSocialGraphState,
  evolve: evolveSocialGraph,
  decide(command, state, other) {
    const actor = command.metadata.actor;
    if (actor.kind !== 'user') throw new UnauthorizedError();
    const otherId = command.payload.otherId;
    if (otherId === actor.id) throw new ValidationError({ userId: [GRAPH_MESSAGES.self] });
    switch (command.type) {
      case 'ToggleFollow':
        return toggleFollow(state, actor.id, otherId, other);
      case 'ToggleUserBlock':
        return toggleBlock(state, actor.id, otherId, other);
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${(unhandled as SocialGraphCommand).type}`);
      }
    }
  },
};
