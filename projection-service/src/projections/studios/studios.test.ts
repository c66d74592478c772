import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioStream } from '@tsuzuki/events';
import { studioAdded } from '../../testing/fixtures.ts';
import { openTestEnv, T0_SECONDS, type TestEnv } from '../../testing/env.ts';
import { studios } from './index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_studios');
});
afterAll(async () => env?.drop());

describe('studios projection', () => {
  it('maps every field of StudioAdded and keeps the first of a repeated add', async () => {
    await env.append(studioStream(10), [studioAdded(10, 'Wit Studio')]);
    await env.append(studioStream(10), [studioAdded(10, 'Renamed')]);
    await env.project(studios);
    expect(await env.rows('SELECT * FROM rm_studios.studios')).toEqual([
      { id: 10, name: 'Wit Studio', is_animation_studio: true, favourites: 5, created_at: T0_SECONDS },
    ]);
  });
});
