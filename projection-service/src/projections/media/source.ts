import type pg from 'pg';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { occurredAt } from '../../framework/time.ts';
import type { FigureSource } from './figures.ts';

// The switch from imported statistics to the members' lists (figures.ts, ADR 14), kept by the media and trends
// read models alike (rm_<name>.statistics_source), each from its own events: both see every list event, so both
// switch at the same event. Only list events switch it: the trends read model reads no favourites.

const LIST_EVENTS = new Set(['MediaListEntrySaved', 'MediaListEntryDeleted']);

/** Unix seconds of the log's first list event, or null while no member has saved a list entry. */
export async function readListsSince(tx: pg.ClientBase): Promise<number | null> {
  const { rows } = await tx.query<{ lists_since: number }>('SELECT lists_since FROM statistics_source');
  return rows[0]?.lists_since ?? null;
}

/** The first list event of a batch, when the read model has not switched yet. */
export function firstListEvent(events: readonly RecordedEvent[], listsSince: number | null): RecordedEvent | undefined {
  return listsSince === null ? events.find((e) => LIST_EVENTS.has(e.type)) : undefined;
}

export async function switchToLists(tx: pg.ClientBase, first: RecordedEvent): Promise<number> {
  const at = occurredAt(first);
  await tx.query('INSERT INTO statistics_source (lists_since) VALUES ($1)', [at]);
  return at;
}

export const sourceOf = (listsSince: number | null): FigureSource => (listsSince === null ? 'IMPORTED' : 'LISTS');
