import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_WRITE_INTERVAL_MS, CacheWriter, GUEST_KEY, viewerCacheKey } from './cacheWriter.ts';

// core §9: the cache is rewritten at most every 10 seconds; a member's records are written for that member only.

let viewer: string | null;
let writes: { key: string; records: unknown }[];
let version: number;

function writer(owner: string | null = null) {
  return new CacheWriter(
    {
      write: async (key, records) => void writes.push({ key, records }),
      records: () => ({ version: { __id: 'version', n: version } }) as never,
      viewerKey: () => viewer,
    },
    owner,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  viewer = GUEST_KEY;
  writes = [];
  version = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the cache writer', () => {
  it('names members and guests apart', () => {
    expect(viewerCacheKey({ id: 7 })).toBe('user:7');
    expect(viewerCacheKey(null)).toBe('guest');
  });

  it('writes the first change at once, then at most once every 10 seconds, the store as it is then', async () => {
    const w = writer();
    w.changed();
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toHaveLength(1);
    for (let i = 1; i <= 5; i++) {
      version = i;
      w.changed();
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(CACHE_WRITE_INTERVAL_MS - 5000);
    expect(writes).toHaveLength(2);
    expect(writes[1]!.records).toEqual({ version: { __id: 'version', n: 5 } });
    // Nothing changed since: nothing is written.
    await vi.advanceTimersByTimeAsync(3 * CACHE_WRITE_INTERVAL_MS);
    expect(writes).toHaveLength(2);
  });

  it('waits until the server has confirmed a stored login', async () => {
    viewer = null;
    const w = writer();
    w.changed();
    await vi.advanceTimersByTimeAsync(CACHE_WRITE_INTERVAL_MS);
    expect(writes).toEqual([]);
    viewer = 'user:7';
    await vi.advanceTimersByTimeAsync(CACHE_WRITE_INTERVAL_MS);
    expect(writes.map((w) => w.key)).toEqual(['user:7']);
  });

  it('never writes a member’s records for a guest or another member', async () => {
    viewer = 'user:7';
    const w = writer();
    w.changed();
    await vi.advanceTimersByTimeAsync(0);
    // The session ended (logged out elsewhere): the store still holds what member 7 saw.
    viewer = GUEST_KEY;
    w.changed();
    await vi.advanceTimersByTimeAsync(CACHE_WRITE_INTERVAL_MS);
    viewer = 'user:8';
    w.changed();
    await vi.advanceTimersByTimeAsync(CACHE_WRITE_INTERVAL_MS);
    expect(writes.map((w) => w.key)).toEqual(['user:7']);
  });

  it('never writes records restored for a member under anyone else', async () => {
    const w = writer('user:7');
    w.changed();
    await vi.advanceTimersByTimeAsync(CACHE_WRITE_INTERVAL_MS);
    expect(writes).toEqual([]);
  });

  it('writes a guest’s records for the member who then logs in', async () => {
    const w = writer();
    w.changed();
    await vi.advanceTimersByTimeAsync(0);
    viewer = 'user:7';
    w.changed();
    await vi.advanceTimersByTimeAsync(CACHE_WRITE_INTERVAL_MS);
    expect(writes.map((w) => w.key)).toEqual([GUEST_KEY, 'user:7']);
  });

  it('writes nothing once stopped', async () => {
    const onStop = vi.fn();
    const w = new CacheWriter({
      write: async () => void writes.push({ key: 'x', records: null }),
      records: () => ({}),
      viewerKey: () => viewer,
      onStop,
    });
    w.changed();
    w.stop();
    w.changed();
    await vi.advanceTimersByTimeAsync(CACHE_WRITE_INTERVAL_MS);
    expect(writes).toEqual([]);
    expect(onStop).toHaveBeenCalledTimes(1);
  });
});
