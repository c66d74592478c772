import { randomBytes, randomUUID } from 'node:crypto';
import type { DomainEvent } from '@tsuzuki/events';
import {
  comparePositions,
  type AppendOptions,
  type EventStore,
  type ExpectedVersion,
  type LogPosition,
  type ReadFilter,
  type RecordedEvent,
} from '../port.ts';

/** Stream names unique to one run, so the contract also works against a shared EventStoreDB. */
export function streamNamer(): { run: string; stream: (label: string) => string; ours: (e: RecordedEvent) => boolean } {
  const run = `c${randomBytes(4).toString('hex')}`;
  return {
    run,
    stream: (label) => `studio-${run}${label}`,
    ours: (e) => e.stream.startsWith(`studio-${run}`),
  };
}

let nextId = 1;
export function studioAdded(name = 'Wit Studio'): DomainEvent {
  return { type: 'StudioAdded', data: { studioId: nextId++, name, isAnimationStudio: true, favourites: 0 } };
}

export function tagCreated(name = 'Iyashikei'): DomainEvent {
  return {
    type: 'MediaTagCreated',
    data: { tagId: nextId++, name, description: null, category: 'Theme-Other', isGeneralSpoiler: false, isAdult: false },
  };
}

/** The name a studio or tag fixture was written with (null for any other event). */
export const nameOf = (e: RecordedEvent) => (e.type === 'StudioAdded' || e.type === 'MediaTagCreated' ? e.data.name : null);

export function options(expectedVersion: ExpectedVersion, commandId: string = randomUUID()): AppendOptions {
  return { expectedVersion, metadata: { commandId, actorId: null, occurredAt: '2024-04-01T12:00:00.000Z' } };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Every event after `after` in the global log, read in pages of `limit`. */
export async function readAllFrom(store: EventStore, after: LogPosition, limit = 2, filter?: ReadFilter): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  let position = after;
  for (;;) {
    const page = await store.readAll(position, limit, filter);
    if (page.events.length > limit) throw new Error(`readAll returned ${page.events.length} events for limit ${limit}`);
    all.push(...page.events);
    if (comparePositions(page.position, position) < 0) throw new Error('readAll moved its position backwards');
    position = page.position;
    if (!page.more) return all;
  }
}

/** Waits until readers of the global log can see `position` (an append in flight may hold them back). */
export async function untilReadable(store: EventStore, position: LogPosition): Promise<void> {
  for (;;) {
    const head = await store.headPosition();
    if (comparePositions(head, position) >= 0) return;
    await store.waitForEvents(head, 1_000);
  }
}
