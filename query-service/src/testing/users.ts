import type { MediaListOptions, UserOptions } from '@tsuzuki/events';
import { defaultMediaListOptions, defaultUserOptions } from '@tsuzuki/events/userDefaults';
import type pg from 'pg';
import { T } from '../db/sql.ts';

export interface UserFixture {
  id: number;
  name: string;
  options?: Partial<UserOptions>;
  mediaListOptions?: Partial<MediaListOptions>;
  [column: string]: unknown;
}

/** A users read-model row the way the users projection writes it (every option default applied). */
export async function insertUser(db: pg.Pool, u: UserFixture): Promise<void> {
  const { id, name, options, mediaListOptions, previous_names = [], ...columns } = u;
  const row: Record<string, unknown> = {
    id,
    name,
    name_lower: name.toLowerCase(),
    about: null,
    avatar_large: null,
    avatar_medium: null,
    banner_image: null,
    options: JSON.stringify({ ...defaultUserOptions(), ...options }),
    media_list_options: JSON.stringify({ ...defaultMediaListOptions(), ...mediaListOptions }),
    moderator_roles: [],
    donator_tier: 0,
    donator_badge: null,
    previous_names: JSON.stringify(previous_names),
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
    ...columns,
  };
  const keys = Object.keys(row);
  await db.query(
    `INSERT INTO ${T.users} (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
    keys.map((k) => row[k]),
  );
}
