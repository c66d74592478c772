import { describe, expect, it } from 'vitest';
import { eventStoreContract } from '../contract.ts';
import { eventIdFor } from './eventIds.ts';
import { EventStoreDbEventStore } from './eventStoreDbEventStore.ts';

const url = process.env.EVENTSTORE_URL;
if (!url) {
  console.info('EventStoreDB contract tests skipped: set EVENTSTORE_URL (e.g. esdb://localhost:2113?tls=false) to run them.');
}

describe('EventStoreDB event ids', () => {
  it('derives the same name-based UUID for the same command and index, and others for others', () => {
    const id = eventIdFor('cmd-1', 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(eventIdFor('cmd-1', 0)).toBe(id);
    expect(new Set([id, eventIdFor('cmd-1', 1), eventIdFor('cmd-2', 0)]).size).toBe(3);
  });
});

describe.skipIf(!url)('EventStoreDbEventStore', () => {
  eventStoreContract({
    open: () => EventStoreDbEventStore.connect({ connectionString: url! }),
  });
});
