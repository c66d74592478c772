import { PROJECTION_INPUTS } from '@tsuzuki/events';
import type { EventOf, RecordedEvent } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows } from '../../framework/recordset.ts';
import { occurredAt } from '../../framework/time.ts';

const COLUMNS = {
  id: 'integer', name: 'text', description: 'text', category: 'text', is_general_spoiler: 'boolean', is_adult: 'boolean',
  created_at: 'integer',
};

export const tags = defineProjection({
  name: 'tags',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.tags,
  async apply(events, tx) {
    const rows = (events as RecordedEvent<EventOf<'MediaTagCreated'>>[]).map((e) => ({
      id: e.data.tagId,
      name: e.data.name,
      description: e.data.description,
      category: e.data.category,
      is_general_spoiler: e.data.isGeneralSpoiler,
      is_adult: e.data.isAdult,
      created_at: occurredAt(e),
    }));
    // Any conflict, id or name: the command-service keeps tag names unique, so a clash can only be a
    // repeat, and the first tag keeps its name.
    await insertRows(tx, 'tags', COLUMNS, rows);
  },
});
