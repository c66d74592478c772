import { socialStream, userStream } from '@tsuzuki/events';
import { isAnyMod } from '@tsuzuki/events/roles';
import { evolveUser, initialUserState } from '../accounts/user/user.ts';
import type { ContextReader } from '../framework/command.ts';
import { evolveSocialGraph, initialSocialGraphState } from './graph/socialGraph.ts';

/** A member a decision concerns, as their user and social streams (and the actor's own social stream) tell it. */
export interface Party {
  exists: boolean;
  /** Holds a moderator role (not RETIRED): cannot be blocked, and messages to them stay. */
  isModerator: boolean;
  /** Has blocked the acting member. */
  blocksActor: boolean;
  /** The acting member has blocked them. */
  blockedByActor: boolean;
  /** Follows the acting member. */
  followsActor: boolean;
  restrictMessagesToFollowing: boolean;
}

export const NO_PARTY: Party = {
  exists: false,
  isModerator: false,
  blocksActor: false,
  blockedByActor: false,
  followsActor: false,
  restrictMessagesToFollowing: false,
};

const userView = { initialState: initialUserState, evolve: evolveUser };
const socialView = { initialState: initialSocialGraphState, evolve: evolveSocialGraph };

/** Each member as the actor meets them: do they exist, moderate, block or follow the actor, or are they blocked by them. */
export async function readParties(ids: readonly number[], actorId: number | null, read: ContextReader): Promise<Map<number, Party>> {
  if (ids.length === 0) return new Map();
  // The actor's own social stream rides in the same read as the others': their blocks count as much as the others'.
  const socials = [...new Set([...ids, ...(actorId === null ? [] : [actorId])])].map(socialStream);
  const [users, graphs] = await Promise.all([read.states(ids.map(userStream), userView), read.states(socials, socialView)]);
  const actorGraph = actorId === null ? initialSocialGraphState : (graphs.get(socialStream(actorId)) ?? initialSocialGraphState);
  return new Map(
    ids.map((id) => {
      const user = users.get(userStream(id)) ?? initialUserState;
      const graph = graphs.get(socialStream(id)) ?? initialSocialGraphState;
      return [
        id,
        {
          exists: user.exists,
          isModerator: user.exists && isAnyMod(user.moderatorRoles),
          blocksActor: actorId !== null && graph.blocked.has(actorId),
          blockedByActor: actorGraph.blocked.has(id),
          followsActor: actorId !== null && graph.following.has(actorId),
          restrictMessagesToFollowing: user.exists && user.options.restrictMessagesToFollowing,
        },
      ];
    }),
  );
}
