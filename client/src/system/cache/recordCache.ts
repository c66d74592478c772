import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { RecordSourceJSON } from '../serverRendered.ts';

// The client cache of core §9: the Relay store's records in a local browser database (IndexedDB), version 34, one
// entry per viewer, cleared after 7 days, older versions' data deleted, switched off by a local storage flag. A
// failure to open it is only logged (core §8, "Failed to init idb cache"): the site works without it.

export const CACHE_DB_NAME = 'tsuzuki-cache';
/** core §9: version 34. A database of an older version is emptied when this one opens it. */
export const CACHE_VERSION = 34;
const STORE = 'records';
/** core §9: entries older than 7 days are cleared, never restored. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** core §9: "can be disabled by a local storage flag": any value under this key turns the cache off. */
export const CACHE_DISABLED_KEY = 'disable-idb-cache';
/** core §8: the one thing a cache failure does. */
export const CACHE_INIT_FAILED = 'Failed to init idb cache';

/** One viewer's records: `guest`, or `user:<id>` (a member's records are restored for that member only). */
export interface CacheEntry {
  readonly savedAt: number;
  readonly records: RecordSourceJSON;
}

interface CacheSchema extends DBSchema {
  records: { key: string; value: CacheEntry };
}

export interface RecordCache {
  /** The viewer's records, or null when there are none or they are older than 7 days (then deleted). */
  read(viewerKey: string, now?: number): Promise<RecordSourceJSON | null>;
  write(viewerKey: string, records: RecordSourceJSON, now?: number): Promise<void>;
  /** Every viewer's records (logout). */
  clear(): Promise<void>;
  close(): void;
}

/** The page's local storage; null where reading it throws (storage blocked by the browser's settings). */
function pageStorage(): Pick<Storage, 'getItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Whether the local storage flag turns the cache off (storage that cannot be read leaves it on). */
export function cacheDisabled(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(CACHE_DISABLED_KEY) != null;
  } catch {
    return false;
  }
}

async function openDatabase(): Promise<IDBPDatabase<CacheSchema>> {
  const db = await openDB<CacheSchema>(CACHE_DB_NAME, CACHE_VERSION, {
    upgrade(database) {
      // Whatever an older version kept, in whatever layout, goes: its records may not fit this build's documents.
      for (const name of [...database.objectStoreNames]) database.deleteObjectStore(name);
      database.createObjectStore(STORE);
    },
    // A newer build in another tab upgrades the database: this page lets go of it (its writes then fail, quietly).
    blocking() {
      db.close();
    },
  });
  return db;
}

/**
 * Opens the cache, dropping entries older than 7 days; null when the flag is set or the database cannot be opened
 * (no IndexedDB, private mode, a newer version open elsewhere), which is logged and nothing more.
 */
export async function openRecordCache({
  now = Date.now(),
  storage = pageStorage(),
}: { now?: number; storage?: Pick<Storage, 'getItem'> | null } = {}): Promise<RecordCache | null> {
  if (cacheDisabled(storage)) return null;
  let db: IDBPDatabase<CacheSchema>;
  try {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
    db = await openDatabase();
    await dropExpired(db, now);
  } catch (error) {
    console.warn(CACHE_INIT_FAILED, error);
    return null;
  }
  return {
    async read(viewerKey, at = Date.now()) {
      const entry = await db.get(STORE, viewerKey);
      if (!entry) return null;
      if (expired(entry, at)) {
        await db.delete(STORE, viewerKey);
        return null;
      }
      return entry.records;
    },
    async write(viewerKey, records, at = Date.now()) {
      // The flag set while the page is open (from the devtools) stops the writes at once.
      if (cacheDisabled(storage)) return;
      await db.put(STORE, { savedAt: at, records }, viewerKey);
    },
    async clear() {
      await db.clear(STORE);
    },
    close: () => db.close(),
  };
}

const expired = (entry: CacheEntry, now: number) => !(now - entry.savedAt < CACHE_MAX_AGE_MS);

async function dropExpired(db: IDBPDatabase<CacheSchema>, now: number): Promise<void> {
  const tx = db.transaction(STORE, 'readwrite');
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (expired(cursor.value, now)) await cursor.delete();
  }
  await tx.done;
}
