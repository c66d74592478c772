import { PROJECTION_INPUTS, ofType } from '@tsuzuki/events';
import type { EventData } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { addFavouriteDeltas } from '../../framework/favouriteCounts.ts';
import { insertRows } from '../../framework/recordset.ts';
import { occurredAt } from '../../framework/time.ts';
import { dateColumns, nameColumns, updateColumns } from '../../framework/updateColumns.ts';

/** The columns a staff edit changes (ADR 22). */
function editColumns(c: EventData<'StaffUpdated'>['changes']): Record<string, unknown> {
  return {
    ...(c.name ? nameColumns(c.name) : {}),
    ...(c.languageV2 !== undefined ? { language: c.languageV2 } : {}),
    ...(c.image ? { image_large: c.image.large, image_medium: c.image.medium } : {}),
    ...(c.description !== undefined ? { description: c.description } : {}),
    ...(c.primaryOccupations ? { primary_occupations: c.primaryOccupations } : {}),
    ...(c.gender !== undefined ? { gender: c.gender } : {}),
    ...(c.dateOfBirth ? dateColumns('birth', c.dateOfBirth) : {}),
    ...(c.dateOfDeath ? dateColumns('death', c.dateOfDeath) : {}),
    ...(c.age !== undefined ? { age: c.age } : {}),
    ...(c.yearsActive ? { years_active: c.yearsActive } : {}),
    ...(c.homeTown !== undefined ? { home_town: c.homeTown } : {}),
    ...(c.bloodType !== undefined ? { blood_type: c.bloodType } : {}),
  };
}

const COLUMNS = {
  id: 'integer',
  name_first: 'text', name_middle: 'text', name_last: 'text', name_full: 'text', name_native: 'text',
  name_alternative: 'text[]', name_alternative_spoiler: 'text[]',
  language: 'text',
  image_large: 'text', image_medium: 'text',
  description: 'text', primary_occupations: 'text[]', gender: 'text',
  birth_year: 'integer', birth_month: 'integer', birth_day: 'integer',
  death_year: 'integer', death_month: 'integer', death_day: 'integer',
  age: 'integer', years_active: 'integer[]', home_town: 'text', blood_type: 'text', favourites: 'integer',
  created_at: 'integer', updated_at: 'integer',
};

export const staff = defineProjection({
  name: 'staff',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.staff,
  async apply(events, tx) {
    const rows = events.filter(ofType('StaffAdded')).map((e) => {
      const d = e.data;
      const at = occurredAt(e);
      return {
        id: d.staffId,
        name_first: d.name.first, name_middle: d.name.middle, name_last: d.name.last,
        name_full: d.name.full, name_native: d.name.native, name_alternative: d.name.alternative,
        name_alternative_spoiler: d.name.alternativeSpoiler,
        language: d.languageV2,
        image_large: d.image.large, image_medium: d.image.medium,
        description: d.description, primary_occupations: d.primaryOccupations, gender: d.gender,
        birth_year: d.dateOfBirth.year, birth_month: d.dateOfBirth.month, birth_day: d.dateOfBirth.day,
        death_year: d.dateOfDeath.year, death_month: d.dateOfDeath.month, death_day: d.dateOfDeath.day,
        age: d.age, years_active: d.yearsActive, home_town: d.homeTown, blood_type: d.bloodType,
        favourites: d.favourites,
        created_at: at, updated_at: at,
      };
    });
    await insertRows(tx, 'staff', COLUMNS, rows);
    for (const e of events) {
      if (e.type === 'StaffUpdated') {
        const d = e.data;
        await updateColumns(tx, 'staff', d.staffId, editColumns(d.changes), occurredAt(e));
      }
    }
    await addFavouriteDeltas(tx, 'staff', ['STAFF'], events);
  },
});
