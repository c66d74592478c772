import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { mediaAdded } from '@tsuzuki/command-service/catalogue/testData';
import { SYSTEM } from '@tsuzuki/command-service/testing/env';
import { T } from '../db/sql.ts';
import type { EntryRow, FavouriteRow } from '../schema/lists/rows.ts';
import type { ActivityRow } from '../schema/social/rows.ts';
import { startAccountsStack, type StackOptions } from './accountsStack.ts';

// Row writers for the list read models (rm_lists, rm_favourites, rm_activities), with the defaults the projections
// give a new entry.

let nextEntryId = 1;

export type EntryFixture = Partial<EntryRow> & Pick<EntryRow, 'user_id' | 'media_id'>;

export function entryRow(e: EntryFixture): EntryRow {
  return {
    id: nextEntryId++,
    media_type: 'ANIME',
    status: 'CURRENT',
    score: 0,
    progress: 0,
    progress_volumes: 0,
    repeat: 0,
    priority: 0,
    private: false,
    notes: '',
    hidden_from_status_lists: false,
    custom_lists: [],
    advanced_scores: {},
    started_at: null,
    completed_at: null,
    rewatches: [],
    rewatch_started_at: null,
    revision: 1,
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
    ...e,
  };
}

/** Inserts entries in one statement (a list of thousands stays quick to set up). */
export async function insertEntries(db: pg.Pool, entries: EntryFixture[]): Promise<EntryRow[]> {
  const rows = entries.map(entryRow);
  if (rows.length === 0) return rows;
  await db.query(`INSERT INTO ${T.listEntries} SELECT * FROM json_populate_recordset(NULL::${T.listEntries}, $1::json)`, [
    JSON.stringify(rows),
  ]);
  return rows;
}

export async function insertFavourites(db: pg.Pool, rows: (Omit<FavouriteRow, 'created_at'> & { created_at?: number })[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(`INSERT INTO ${T.favourites} SELECT * FROM json_populate_recordset(NULL::${T.favourites}, $1::json)`, [
    JSON.stringify(rows.map((r) => ({ created_at: 1_700_000_000, ...r }))),
  ]);
}

export type ActivityFixture = Partial<ActivityRow> & Pick<ActivityRow, 'id' | 'user_id' | 'media_id'>;

export async function insertActivities(db: pg.Pool, rows: ActivityFixture[]): Promise<void> {
  if (rows.length === 0) return;
  const full = rows.map((r) => ({
    type: 'ANIME_LIST',
    status: 'watched episode',
    progress: '1',
    created_at: 1_700_000_000,
    like_count: 0,
    reply_count: 0,
    is_locked: false,
    is_pinned: false,
    is_private: false,
    deleted: false,
    ...r,
  }));
  await db.query(`INSERT INTO ${T.activities} SELECT * FROM json_populate_recordset(NULL::${T.activities}, $1::json)`, [
    JSON.stringify(full),
  ]);
}

/** The read models a list mutation waits for (schema/lists/mutations.ts) and those its answers read. */
export const LIST_STACK_PROJECTIONS = ['users', 'media', 'search', 'lists', 'activities', 'favourites', 'characters'] as const;

/**
 * The accounts stack (real command-service, projection worker, query-service) with the list read models kept,
 * and a way to add catalogue media through the command path, which the list commands read as their context;
 * `alsoProjections` keeps more read models (the statistics, say).
 */
export async function startListStack(
  label: string,
  options: { alsoProjections?: readonly string[] } & Omit<StackOptions, 'projections'> = {},
) {
  const { alsoProjections = [], ...rest } = options;
  const stack = await startAccountsStack(label, { ...rest, projections: [...LIST_STACK_PROJECTIONS, ...alsoProjections] });
  return {
    ...stack,
    /** Adds media (AddMedia as the system) and waits until the media and search read models hold them. */
    async addMedia(
      media: { id: number; type?: 'ANIME' | 'MANGA'; episodes?: number | null; isFavouriteBlocked?: boolean; isAdult?: boolean }[],
    ) {
      for (const m of media) {
        const { id, ...fields } = m;
        await stack.env.bus.execute('AddMedia', { ...mediaAdded(id), status: 'FINISHED', ...fields }, { actor: SYSTEM });
      }
      const ids = media.map((m) => m.id);
      await until(async () => {
        const { rows } = await stack.pool.query<{ n: number; s: number }>(
          `SELECT (SELECT count(*)::int FROM ${T.media} WHERE id = ANY($1::int[])) AS n,
                  (SELECT count(DISTINCT id)::int FROM ${T.search} WHERE kind = 'MEDIA' AND id = ANY($1::int[])) AS s`,
          [ids],
        );
        return rows[0]!.n === ids.length && rows[0]!.s === ids.length;
      });
    },
  };
}
export type ListStack = Awaited<ReturnType<typeof startListStack>>;

/** Polls a condition (a read model catching up with events written outside a mutation) for up to 10 s. */
export async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('timed out waiting for the read model');
    await sleep(25);
  }
}
