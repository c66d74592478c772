import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CACHE_DB_NAME,
  CACHE_DISABLED_KEY,
  CACHE_INIT_FAILED,
  CACHE_MAX_AGE_MS,
  CACHE_VERSION,
  openRecordCache,
  type RecordCache,
} from './recordCache.ts';

// core §9 and §8: the client cache in IndexedDB (an in-memory IndexedDB here: fake-indexeddb, the browser API's
// reference behaviour), version 34, cleared after 7 days, older versions deleted, off with a local storage flag, and a
// failure to open it only logged.

const NOW = Date.UTC(2026, 10, 30, 12);
const DAY = 24 * 60 * 60_000;
const noFlag = { getItem: () => null };
const MEDIA = { 'Media:1': { __id: 'Media:1', __typename: 'Media', id: 1 } };

let opened: RecordCache[] = [];
const open = async (options: Parameters<typeof openRecordCache>[0] = {}) => {
  const cache = await openRecordCache({ now: NOW, storage: noFlag, ...options });
  if (cache) opened.push(cache);
  return cache;
};

beforeEach(() => {
  // A browser profile of its own for every test.
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  opened.forEach((cache) => cache.close());
  opened = [];
  vi.restoreAllMocks();
});

describe('the client cache', () => {
  it('is a database of version 34 that keeps each viewer’s records apart', async () => {
    const cache = (await open())!;
    await cache.write('user:7', MEDIA, NOW);
    expect(await cache.read('user:7', NOW)).toEqual(MEDIA);
    expect(await cache.read('user:8', NOW)).toBeNull();
    expect(await cache.read('guest', NOW)).toBeNull();
    const db = await openDB(CACHE_DB_NAME);
    expect(db.version).toBe(CACHE_VERSION);
    expect(CACHE_VERSION).toBe(34);
    db.close();
  });

  it('deletes what an older version kept', async () => {
    const old = await openDB(CACHE_DB_NAME, 33, { upgrade: (db) => void db.createObjectStore('apollo') });
    await old.put('apollo', { stale: true }, 'ROOT_QUERY');
    old.close();
    const cache = (await open())!;
    expect(await cache.read('guest', NOW)).toBeNull();
    const db = await openDB(CACHE_DB_NAME);
    expect([...db.objectStoreNames]).toEqual(['records']);
    db.close();
  });

  it('never restores records older than 7 days, and deletes them', async () => {
    const cache = (await open())!;
    await cache.write('guest', MEDIA, NOW - CACHE_MAX_AGE_MS);
    await cache.write('user:7', MEDIA, NOW - 6 * DAY);
    expect(await cache.read('guest', NOW)).toBeNull();
    expect(await cache.read('user:7', NOW)).toEqual(MEDIA);
    // Opening drops every expired entry, not only the one read.
    await cache.write('user:9', MEDIA, NOW - 8 * DAY);
    cache.close();
    await open();
    const db = await openDB(CACHE_DB_NAME);
    expect(await db.getAllKeys('records')).toEqual(['user:7']);
    db.close();
  });

  it('is emptied for every viewer on logout', async () => {
    const cache = (await open())!;
    await cache.write('guest', MEDIA, NOW);
    await cache.write('user:7', MEDIA, NOW);
    await cache.clear();
    expect(await cache.read('guest', NOW)).toBeNull();
    expect(await cache.read('user:7', NOW)).toBeNull();
  });

  it('is not opened at all while the local storage flag is set', async () => {
    const flagged = { getItem: (key: string) => (key === CACHE_DISABLED_KEY ? 'true' : null) };
    expect(await open({ storage: flagged })).toBeNull();
    expect(await indexedDB.databases()).toEqual([]);
  });

  it('stops writing as soon as the flag is set on an open page', async () => {
    const flags = new Map<string, string>();
    const cache = (await open({ storage: { getItem: (key) => flags.get(key) ?? null } }))!;
    await cache.write('guest', MEDIA, NOW);
    flags.set(CACHE_DISABLED_KEY, '1');
    await cache.write('guest', { ...MEDIA, 'Media:2': { __id: 'Media:2' } }, NOW + 1);
    expect(await cache.read('guest', NOW)).toEqual(MEDIA);
  });

  it('only logs "Failed to init idb cache" when the database cannot be opened', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A newer build has upgraded it in another tab.
    (await openDB(CACHE_DB_NAME, CACHE_VERSION + 1)).close();
    expect(await open()).toBeNull();
    // No IndexedDB at all (some private modes).
    vi.stubGlobal('indexedDB', undefined);
    expect(await open()).toBeNull();
    vi.unstubAllGlobals();
    expect(warn.mock.calls.map(([message]) => message as unknown)).toEqual([CACHE_INIT_FAILED, CACHE_INIT_FAILED]);
  });
});
