import type { RouteObject } from 'react-router-dom';

/** core §8, §9: a failed chunk load errors after a 120 second time-out. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A page's code did not arrive in time (a stalled connection, not a missing file). */
export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`The page did not load within ${Math.round(ms / 1000)} seconds.`);
    this.name = 'ChunkTimeoutError';
  }
}

/** The promise's outcome, or a ChunkTimeoutError once `ms` have passed without one. */
export function withChunkTimeout<T>(promise: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The routes with every `lazy` import bounded by the time-out. A stalled import would otherwise keep the navigation
 * (and its progress bar) pending for good; rejected, it reaches the route's error boundary like any failed load.
 */
export function withChunkTimeouts(routes: RouteObject[], ms = CHUNK_TIMEOUT_MS): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const bounded = typeof lazy === 'function' ? { lazy: () => withChunkTimeout(lazy(), ms) } : {};
    return { ...route, ...bounded, ...(children ? { children: withChunkTimeouts(children, ms) } : {}) } as RouteObject;
  });
}
