import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffStream } from '@tsuzuki/events';
import { staffAdded } from '../../testing/fixtures.ts';
import { openTestEnv, T0_SECONDS, type TestEnv } from '../../testing/env.ts';
import { staff } from './index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_staff');
});
afterAll(async () => env?.drop());

describe('staff projection', () => {
  it('maps every field of StaffAdded', async () => {
    await env.append(staffStream(95), [staffAdded(95, 'Yuki Kaji')]);
    await env.project(staff);
    expect(await env.rows('SELECT * FROM rm_staff.staff')).toEqual([
      {
        id: 95,
        name_first: 'Yuki',
        name_middle: null,
        name_last: 'Kaji',
        name_full: 'Yuki Kaji',
        name_native: '梶裕貴',
        name_alternative: ['Yuki Kaji alt'],
        name_alternative_spoiler: ['Yuki Kaji secret'],
        language: 'Japanese',
        image_large: null,
        image_medium: 'https://img.example/s/95.png',
        description: null,
        primary_occupations: ['Voice Actor'],
        gender: 'Male',
        birth_year: 1985,
        birth_month: 9,
        birth_day: 3,
        death_year: null,
        death_month: null,
        death_day: null,
        age: 38,
        years_active: [2004],
        home_town: 'Tokyo',
        blood_type: 'O',
        favourites: 300,
        created_at: T0_SECONDS,
        updated_at: T0_SECONDS,
      },
    ]);
  });
});
