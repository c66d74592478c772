import type { Actor } from '@tsuzuki/events';

// What the people of a CommandWorld do (worldMembers.ts, worldCommunity.ts), each with how often (its weight).
// Targets are picked among what exists, with an actor that is sometimes not allowed to: the deciders refuse those,
// as they would on the site.

export interface WorldAction {
  weight: number;
  run(): Promise<void>;
}

export const act = (weight: number, run: () => Promise<void> | undefined): WorldAction => ({ weight, run: async () => run() });

export const SYSTEM: Actor = { kind: 'system' };
/** The tags of the world's catalogue, by id - 1. */
export const TAG_NAMES = ['Time Skip', 'Found Family', 'Iyashikei'];
/** Donators may pin an activity. */
export const DONATORS = [4, 5];
