import { PROJECTION_INPUTS, ofType } from '@tsuzuki/events';
import type { EventData } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { addFavouriteDeltas } from '../../framework/favouriteCounts.ts';
import { insertRows } from '../../framework/recordset.ts';
import { occurredAt } from '../../framework/time.ts';
import { dateColumns, nameColumns, updateColumns } from '../../framework/updateColumns.ts';

/** The columns a character edit changes (ADR 22). */
function editColumns(c: EventData<'CharacterUpdated'>['changes']): Record<string, unknown> {
  return {
    ...(c.name ? nameColumns(c.name) : {}),
    ...(c.image ? { image_large: c.image.large, image_medium: c.image.medium } : {}),
    ...(c.description !== undefined ? { description: c.description } : {}),
    ...(c.gender !== undefined ? { gender: c.gender } : {}),
    ...(c.dateOfBirth ? dateColumns('birth', c.dateOfBirth) : {}),
    ...(c.age !== undefined ? { age: c.age } : {}),
    ...(c.bloodType !== undefined ? { blood_type: c.bloodType } : {}),
  };
}

const COLUMNS = {
  id: 'integer',
  name_first: 'text', name_middle: 'text', name_last: 'text', name_full: 'text', name_native: 'text',
  name_alternative: 'text[]', name_alternative_spoiler: 'text[]',
  image_large: 'text', image_medium: 'text',
  description: 'text', gender: 'text',
  birth_year: 'integer', birth_month: 'integer', birth_day: 'integer',
  age: 'text', blood_type: 'text', favourites: 'integer',
  created_at: 'integer', updated_at: 'integer',
};

export const characters = defineProjection({
  name: 'characters',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.characters,
  async apply(events, tx) {
    const rows = events.filter(ofType('CharacterAdded')).map((e) => {
      const d = e.data;
      const at = occurredAt(e);
      return {
        id: d.characterId,
        name_first: d.name.first, name_middle: d.name.middle, name_last: d.name.last,
        name_full: d.name.full, name_native: d.name.native,
        name_alternative: d.name.alternative, name_alternative_spoiler: d.name.alternativeSpoiler,
        image_large: d.image.large, image_medium: d.image.medium,
        description: d.description, gender: d.gender,
        birth_year: d.dateOfBirth.year, birth_month: d.dateOfBirth.month, birth_day: d.dateOfBirth.day,
        age: d.age, blood_type: d.bloodType, favourites: d.favourites,
        created_at: at, updated_at: at,
      };
    });
    await insertRows(tx, 'characters', COLUMNS, rows);
    for (const e of events) {
      if (e.type === 'CharacterUpdated') {
        const d = e.data;
        await updateColumns(tx, 'characters', d.characterId, editColumns(d.changes), occurredAt(e));
      }
    }
    await addFavouriteDeltas(tx, 'characters', ['CHARACTER'], events);
  },
});
