import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, withChunkTimeout, withChunkTimeouts } from './chunkTimeout.ts';

// Fake timers: the 120 s pass at once and in order, nothing here depends on the machine's speed.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<never>(() => {});

describe('chunk load time-out (core §8)', () => {
  it('is 120 seconds', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects an import that never arrives once the time is up, not before', async () => {
    let outcome: unknown = 'pending';
    withChunkTimeout(never()).then(
      () => (outcome = 'resolved'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkTimeoutError);
    expect((outcome as Error).message).toBe('The page did not load within 120 seconds.');
  });

  it('passes an arriving import or its own failure through and leaves no timer behind', async () => {
    await expect(withChunkTimeout(Promise.resolve('module'))).resolves.toBe('module');
    await expect(withChunkTimeout(Promise.reject(new Error('Failed to fetch dynamically imported module')))).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it('bounds the lazy import of every route, nested ones included', async () => {
    const routes: RouteObject[] = [
      {
        path: 'a',
        lazy: never,
        children: [
          { index: true, lazy: never },
          { path: 'b', element: null },
        ],
      },
      { path: 'c', element: null },
    ];
    const bounded = withChunkTimeouts(routes);
    const parent = bounded[0]!;
    const child = parent.children![0]!;
    const failures = [parent, child].map((route) => (route.lazy as () => Promise<unknown>)().catch((error: unknown) => error));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    for (const failure of await Promise.all(failures)) expect(failure).toBeInstanceOf(ChunkTimeoutError);
    expect(parent.children![1]).toEqual({ path: 'b', element: null });
    expect(bounded[1]).toEqual({ path: 'c', element: null });
  });
});
