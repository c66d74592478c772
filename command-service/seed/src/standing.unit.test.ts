import { describe, expect, it } from 'vitest';
import { DONATOR_EVERY, standingOf } from './standing.ts';

describe('standingOf', () => {
  it('makes donators at every tier, their own badge text above tier 3 only, and one retired moderator', () => {
    const commands = Array.from({ length: 2000 }, (_, place) => standingOf(place, 1001 + place)).flat();
    const tiers = commands
      .filter((c) => c.command === 'SetDonatorTier')
      .map((c) => c.payload as { donatorTier: number; donatorBadge: string | null });
    expect(tiers).toHaveLength(2000 / DONATOR_EVERY);
    expect(new Set(tiers.map((t) => t.donatorTier))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const t of tiers) expect(t.donatorBadge !== null).toBe(t.donatorTier > 3);
    const roles = commands.filter((c) => c.command === 'SetModeratorRoles').map((c) => c.payload);
    expect(roles).toEqual([{ userId: 1008, moderatorRoles: ['COMMUNITY', 'RETIRED'] }]);
    // The same members on every run (command ids are what make a second seed append nothing).
    expect(standingOf(39, 1040)).toEqual(standingOf(39, 1040));
    expect(new Set(commands.map((c) => c.commandId)).size).toBe(commands.length);
  });
});
