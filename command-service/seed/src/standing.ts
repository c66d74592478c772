// Donators at every tier and a retired moderator among the generated members (issue 24: the states the spec's badges,
// ads and pinning rules need, reachable on a fresh start), set through the admins' own commands. Which members is
// fixed by their place in the plan, so every machine seeds the same ones.
import type { Actor } from '@tsuzuki/events';
import type { SeedCommand } from './batches.ts';

const SYSTEM: Actor = { kind: 'system' };

/** One generated member in this many is a donator; their tiers go round 1 to 5. */
export const DONATOR_EVERY = 40;
/** The generated member (by place) who was a community moderator and retired: "Former Community Mod". */
export const RETIRED_PLACE = 7;
/** Badge texts of donators above tier 3 (core §9: their own text), in turn. */
const BADGES = ['Patron of the Arts', 'Seasonal Supporter', 'Keeps the Lights On', 'Night Owl Watcher'];

/** The standing commands of the generated member at `place` (0-based) with `userId`: none for most. */
export function standingOf(place: number, userId: number): SeedCommand[] {
  const id = `seed:member:${userId}`;
  const commands: SeedCommand[] = [];
  if (place % DONATOR_EVERY === DONATOR_EVERY - 1) {
    const round = Math.floor(place / DONATOR_EVERY);
    const donatorTier = (round % 5) + 1;
    const donatorBadge = donatorTier > 3 ? BADGES[round % BADGES.length]! : null;
    commands.push({ command: 'SetDonatorTier', payload: { userId, donatorTier, donatorBadge }, actor: SYSTEM, commandId: `${id}:donator` });
  }
  if (place === RETIRED_PLACE)
    commands.push({
      command: 'SetModeratorRoles',
      payload: { userId, moderatorRoles: ['COMMUNITY', 'RETIRED'] },
      actor: SYSTEM,
      commandId: `${id}:roles`,
    });
  return commands;
}
