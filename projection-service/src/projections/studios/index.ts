import { PROJECTION_INPUTS, ofType } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { addFavouriteDeltas } from '../../framework/favouriteCounts.ts';
import { insertRows } from '../../framework/recordset.ts';
import { occurredAt } from '../../framework/time.ts';
import { updateColumns } from '../../framework/updateColumns.ts';

const COLUMNS = { id: 'integer', name: 'text', is_animation_studio: 'boolean', favourites: 'integer', created_at: 'integer' };

export const studios = defineProjection({
  name: 'studios',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.studios,
  async apply(events, tx) {
    const rows = events.filter(ofType('StudioAdded')).map((e) => ({
      id: e.data.studioId,
      name: e.data.name,
      is_animation_studio: e.data.isAnimationStudio,
      favourites: e.data.favourites,
      created_at: occurredAt(e),
    }));
    await insertRows(tx, 'studios', COLUMNS, rows);
    // A data moderator's correction (ADR 22); the table keeps no updated_at.
    for (const e of events) {
      if (e.type !== 'StudioUpdated') continue;
      const { studioId, changes } = e.data;
      await updateColumns(
        tx,
        'studios',
        studioId,
        {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.isAnimationStudio !== undefined ? { is_animation_studio: changes.isAnimationStudio } : {}),
        },
        null,
      );
    }
    await addFavouriteDeltas(tx, 'studios', ['STUDIO'], events);
  },
});
