import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { personProjection } from '../../framework/personProjection.ts';
import { dateColumns } from '../../framework/updateColumns.ts';

/** Staff: the person columns, and the staff's own (language, occupations, death, years active, home town) (ADR 43). */
export const staff = personProjection({
  name: 'staff',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.staff,
  favouriteKind: 'STAFF',
  columns: {
    language: 'text',
    primary_occupations: 'text[]',
    death_year: 'integer',
    death_month: 'integer',
    death_day: 'integer',
    age: 'integer',
    years_active: 'integer[]',
    home_town: 'text',
  },
  added: (e) => (e.type === 'StaffAdded' ? { id: e.data.staffId, person: e.data } : null),
  updated: (e) => (e.type === 'StaffUpdated' ? { id: e.data.staffId, changes: e.data.changes } : null),
  ownRow: (s) => ({
    language: s.languageV2,
    primary_occupations: s.primaryOccupations,
    ...dateColumns('death', s.dateOfDeath),
    age: s.age,
    years_active: s.yearsActive,
    home_town: s.homeTown,
  }),
  ownEdit: (c) => ({
    ...(c.languageV2 !== undefined ? { language: c.languageV2 } : {}),
    ...(c.primaryOccupations ? { primary_occupations: c.primaryOccupations } : {}),
    ...(c.dateOfDeath ? dateColumns('death', c.dateOfDeath) : {}),
    ...(c.age !== undefined ? { age: c.age } : {}),
    ...(c.yearsActive ? { years_active: c.yearsActive } : {}),
    ...(c.homeTown !== undefined ? { home_town: c.homeTown } : {}),
  }),
});
