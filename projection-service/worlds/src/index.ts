import type pg from 'pg';
import type { CommandBus } from '@tsuzuki/command-service/bus';
import type { EventStore } from '@tsuzuki/event-store';
import { CommandWorld } from './commandWorld.ts';
import { communityActions } from './worldCommunity.ts';
import { memberActions } from './worldMembers.ts';

export { CommandWorld, type Repertoire, type WorldActivity } from './commandWorld.ts';
export type { WorldAction } from './worldAction.ts';

/** A site used by `users` members and its moderators through the real command path, every choice from `seed`. */
export function commandWorld(bus: CommandBus, store: EventStore, pool: pg.Pool, seed: number, users?: number): CommandWorld {
  return new CommandWorld(bus, store, pool, seed, (world) => [...memberActions(world), ...communityActions(world)], users);
}
