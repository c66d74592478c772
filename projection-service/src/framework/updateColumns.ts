import type pg from 'pg';
import type { FuzzyDate, PersonName } from '@tsuzuki/events';

// Column values of a catalogue edit (ADR 22): an edit names few fields, and edits are rare, so each is one UPDATE of
// the columns its fields map to, in log order after the batch's inserts.

export const nameColumns = (name: PersonName) => ({
  name_first: name.first,
  name_middle: name.middle,
  name_last: name.last,
  name_full: name.full,
  name_native: name.native,
  name_alternative: name.alternative,
  name_alternative_spoiler: name.alternativeSpoiler,
});

export const dateColumns = (prefix: string, date: FuzzyDate) => ({
  [`${prefix}_year`]: date.year,
  [`${prefix}_month`]: date.month,
  [`${prefix}_day`]: date.day,
});

/** UPDATE `table` SET the columns (and updated_at when the table keeps one) WHERE id. */
export async function updateColumns(
  tx: pg.ClientBase,
  table: string,
  id: number,
  columns: Record<string, unknown>,
  updatedAt: number | null,
): Promise<void> {
  const all = updatedAt === null ? columns : { ...columns, updated_at: updatedAt };
  const names = Object.keys(all);
  if (names.length === 0) return;
  await tx.query(`UPDATE ${table} SET ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')} WHERE id = $1`, [
    id,
    ...names.map((n) => all[n]),
  ]);
}
