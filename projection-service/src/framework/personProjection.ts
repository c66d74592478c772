import type { EventType, FavouriteKind, FuzzyDate, PersonName } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { addFavouriteDeltas } from './favouriteCounts.ts';
import { defineProjection, type Projection } from './projection.ts';
import { insertRows, type Columns } from './recordset.ts';
import { occurredAt } from './time.ts';
import { dateColumns, nameColumns, updateColumns } from './updateColumns.ts';

// Characters and staff are one read model written for two kinds of person (ADR 43): a table named after the
// projection, the columns both kinds have, and the kind's own columns beside them.

/** The fields every person's added event carries. */
export interface PersonFields {
  name: PersonName;
  image: { large: string | null; medium: string | null };
  description: string | null;
  gender: string | null;
  dateOfBirth: FuzzyDate;
  bloodType: string | null;
  favourites: number;
}

/** One kind's table: `T` the event types it reads, `Rec` what its added event holds, `Changes` what an edit changes. */
export interface PersonTable<T extends EventType, Rec extends PersonFields, Changes extends Partial<PersonFields>> {
  /** The projection, and its one table. */
  name: string;
  migration: URL;
  handles: readonly T[];
  favouriteKind: FavouriteKind;
  /** The kind's own columns and their SQL types. */
  columns: Columns;
  added(event: RecordedEvent<T>): { id: number; person: Rec } | null;
  updated(event: RecordedEvent<T>): { id: number; changes: Changes } | null;
  /** The kind's own columns of an added person, and of an edit. */
  ownRow(person: Rec): Record<string, unknown>;
  ownEdit(changes: Changes): Record<string, unknown>;
}

const COLUMNS: Columns = {
  id: 'integer',
  name_first: 'text',
  name_middle: 'text',
  name_last: 'text',
  name_full: 'text',
  name_native: 'text',
  name_alternative: 'text[]',
  name_alternative_spoiler: 'text[]',
  image_large: 'text',
  image_medium: 'text',
  description: 'text',
  gender: 'text',
  birth_year: 'integer',
  birth_month: 'integer',
  birth_day: 'integer',
  blood_type: 'text',
  favourites: 'integer',
  created_at: 'integer',
  updated_at: 'integer',
};

const row = (p: PersonFields) => ({
  ...nameColumns(p.name),
  image_large: p.image.large,
  image_medium: p.image.medium,
  description: p.description,
  gender: p.gender,
  ...dateColumns('birth', p.dateOfBirth),
  blood_type: p.bloodType,
  favourites: p.favourites,
});

/** The shared columns an edit changes (ADR 22). */
const edit = (c: Partial<PersonFields>) => ({
  ...(c.name ? nameColumns(c.name) : {}),
  ...(c.image ? { image_large: c.image.large, image_medium: c.image.medium } : {}),
  ...(c.description !== undefined ? { description: c.description } : {}),
  ...(c.gender !== undefined ? { gender: c.gender } : {}),
  ...(c.dateOfBirth ? dateColumns('birth', c.dateOfBirth) : {}),
  ...(c.bloodType !== undefined ? { blood_type: c.bloodType } : {}),
});

export function personProjection<T extends EventType, Rec extends PersonFields, Changes extends Partial<PersonFields>>(
  table: PersonTable<T, Rec, Changes>,
): Projection {
  const columns = { ...COLUMNS, ...table.columns };
  return defineProjection({
    name: table.name,
    migration: table.migration,
    handles: table.handles,
    async apply(events, tx) {
      const rows = events.flatMap((e) => {
        const added = table.added(e);
        const at = occurredAt(e);
        return added ? [{ id: added.id, ...row(added.person), ...table.ownRow(added.person), created_at: at, updated_at: at }] : [];
      });
      await insertRows(tx, table.name, columns, rows);
      for (const e of events) {
        const updated = table.updated(e);
        if (updated)
          await updateColumns(tx, table.name, updated.id, { ...edit(updated.changes), ...table.ownEdit(updated.changes) }, occurredAt(e));
      }
      await addFavouriteDeltas(tx, table.name, [table.favouriteKind], events);
    },
  });
}
