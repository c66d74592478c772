import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/index.ts';
import { LOG_START } from '../port.ts';
import { PostgresEventStore } from './postgresEventStore.ts';

const v1 = {
  characterId: 40882,
  name: 'Eren Yeager',
  nativeName: 'エレン',
  image: { large: 'https://img.example/eren-l.jpg', medium: 'https://img.example/eren-m.jpg' },
  description: 'Protagonist of Attack on Titan.',
  favourites: 12345,
};

const v2 = {
  characterId: 40882,
  name: {
    first: 'Eren',
    middle: null,
    last: 'Yeager',
    full: 'Eren Yeager',
    native: 'エレン',
    alternative: [],
    alternativeSpoiler: [],
  },
  image: v1.image,
  description: v1.description,
  gender: null,
  dateOfBirth: { year: null, month: null, day: null },
  age: null,
  bloodType: null,
  favourites: 12345,
};

describe('PostgresEventStore upcasting', () => {
  let db: { url: string; drop: () => Promise<void> };
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase('pg_upcasting');
    store = await PostgresEventStore.connect({ connectionString: db.url });
    // A row as the v1 code wrote it, long before the name was split.
    await store.pool.query(
      `INSERT INTO event_store.events (stream_id, stream_position, type, schema_version, data, metadata)
       VALUES ('character-40882', 0, 'CharacterAdded', 1, $1, $2)`,
      [JSON.stringify(v1), JSON.stringify({ commandId: 'import-1', actorId: null, occurredAt: '2019-01-01T00:00:00.000Z' })],
    );
  });
  afterAll(async () => {
    await store?.close();
    await db?.drop();
  });

  it('reads a stored v1 CharacterAdded in the v2 shape from its stream', async () => {
    const { version, events } = await store.readStream('character-40882');
    expect(version).toBe(0n);
    expect(events[0]).toMatchObject({ type: 'CharacterAdded', storedVersion: 1, data: v2 });
    expect(events[0]!.data).not.toHaveProperty('nativeName');
  });

  it('reads it in the v2 shape from the global log', async () => {
    const { events } = await store.readAll(LOG_START, 10);
    expect(events.map((e) => [e.type, e.storedVersion, e.data])).toEqual([['CharacterAdded', 1, v2]]);
  });
});
