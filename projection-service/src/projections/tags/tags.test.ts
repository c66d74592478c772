import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagStream } from '@tsuzuki/events';
import { tagCreated } from '../../testing/fixtures.ts';
import { openTestEnv, T0_SECONDS, type TestEnv } from '../../testing/env.ts';
import { tags } from './index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_tags');
});
afterAll(async () => env?.drop());

describe('tags projection', () => {
  it('maps every field of MediaTagCreated', async () => {
    await env.append(tagStream(1), [tagCreated(1, 'Time Skip')]);
    await env.append(tagStream(2), [tagCreated(2, 'Gore')]);
    await env.project(tags);
    expect(await env.rows('SELECT * FROM rm_tags.tags ORDER BY id')).toEqual([
      { id: 1, name: 'Time Skip', description: 'about', category: 'Theme', is_general_spoiler: false, is_adult: false, created_at: T0_SECONDS },
      { id: 2, name: 'Gore', description: 'about', category: 'Theme', is_general_spoiler: false, is_adult: false, created_at: T0_SECONDS },
    ]);
  });
});
