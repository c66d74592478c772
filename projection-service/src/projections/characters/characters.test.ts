import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterStream } from '@tsuzuki/events';
import { characterAdded } from '../../testing/fixtures.ts';
import { drainUntil, openTestEnv, T0_SECONDS, type TestEnv } from '../../testing/env.ts';
import { characters } from './index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_characters');
});
afterAll(async () => env?.drop());

describe('characters projection', () => {
  it('maps every field of CharacterAdded', async () => {
    await env.append(characterStream(40), [characterAdded(40, 'Eren Yeager')]);
    await env.project(characters);
    expect(await env.rows('SELECT * FROM rm_characters.characters')).toEqual([
      {
        id: 40,
        name_first: 'Eren',
        name_middle: null,
        name_last: 'Yeager',
        name_full: 'Eren Yeager',
        name_native: 'エレン・イェーガー',
        name_alternative: ['Eren Yeager alt'],
        name_alternative_spoiler: ['Eren Yeager secret'],
        image_large: 'https://img.example/c/40.png',
        image_medium: null,
        description: 'A boy',
        gender: 'Male',
        birth_year: null,
        birth_month: 3,
        birth_day: 30,
        age: '15',
        blood_type: null,
        favourites: 12,
        created_at: T0_SECONDS,
        updated_at: T0_SECONDS,
      },
    ]);
  });

  it('reads a v1 CharacterAdded through its upcaster', async () => {
    const { rows } = await env.pool.query<{ transaction_id: string; global_position: string }>(
      `INSERT INTO event_store.events (stream_id, stream_position, type, schema_version, data, metadata)
       VALUES ('character-41', 0, 'CharacterAdded', 1, $1, $2) RETURNING transaction_id::text, global_position`,
      [
        { characterId: 41, name: 'Mikasa Ackerman', nativeName: 'ミカサ', image: { large: null, medium: null }, description: null },
        { commandId: 'v1-41', actorId: null, occurredAt: '2020-01-01T00:00:00.000Z' },
      ],
    );
    const [inserted] = rows;
    await drainUntil(characters, { transactionId: BigInt(inserted!.transaction_id), position: BigInt(inserted!.global_position) }, env);
    const [row] = await env.rows('SELECT * FROM rm_characters.characters WHERE id = 41');
    expect(row).toMatchObject({
      name_first: 'Mikasa',
      name_last: 'Ackerman',
      name_full: 'Mikasa Ackerman',
      name_native: 'ミカサ',
      favourites: 0,
    });
  });
});
