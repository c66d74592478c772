import { PROJECTION_INPUTS } from '@tsuzuki/events';
import type { InputOf } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { withMediaListOptionDefaults, withUserOptionDefaults } from '@tsuzuki/events/userDefaults';
import { defineProjection } from '../../framework/projection.ts';
import { recordsetSource } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';
import { applyUserEvent } from './fold.ts';
import type { UserRow } from './rows.ts';

const COLUMNS = {
  id: 'integer',
  name: 'text',
  name_lower: 'text',
  about: 'text',
  avatar_large: 'text',
  avatar_medium: 'text',
  banner_image: 'text',
  options: 'jsonb',
  media_list_options: 'jsonb',
  moderator_roles: 'text[]',
  donator_tier: 'integer',
  donator_badge: 'text',
  previous_names: 'jsonb',
  created_at: 'integer',
  updated_at: 'integer',
};
const NAMES = Object.keys(COLUMNS);
const UPSERT_SQL = `INSERT INTO users (${NAMES.join(', ')}) SELECT ${NAMES.join(', ')} FROM ${recordsetSource(COLUMNS)}
  ON CONFLICT (id) DO UPDATE SET ${NAMES.filter((c) => c !== 'id')
    .map((c) => `${c} = EXCLUDED.${c}`)
    .join(', ')}`;

const userIdOf = (event: RecordedEvent<InputOf<'users'>>) => event.data.userId;

export const users = defineProjection({
  name: 'users',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.users,
  // One read of the rows the batch touches, the events folded in memory in log order, one upsert: the rows are
  // the same whatever the batch boundaries.
  async apply(events, tx) {
    const ids = [...new Set(events.map(userIdOf))];
    const { rows } = await tx.query<UserRow>('SELECT * FROM users WHERE id = ANY($1::int[])', [ids]);
    const current = new Map<number, UserRow | null>(
      rows.map((r) => [
        r.id,
        {
          ...r,
          options: withUserOptionDefaults(r.options),
          media_list_options: withMediaListOptionDefaults(r.media_list_options),
        },
      ]),
    );
    const changed = new Set<number>();
    for (const event of events) {
      const id = userIdOf(event);
      const before = current.get(id) ?? null;
      const after = applyUserEvent(before, event);
      if (after !== before) changed.add(id);
      current.set(id, after);
    }
    const upserts = [...changed].map((id) => current.get(id)).filter((row): row is UserRow => !!row);
    if (upserts.length > 0) await tx.query(UPSERT_SQL, [recordset(upserts)]);
  },
});
