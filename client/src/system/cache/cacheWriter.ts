import type { RecordSourceJSON } from '../serverRendered.ts';

/** core §9: the cache is rewritten at most every 10 seconds. */
export const CACHE_WRITE_INTERVAL_MS = 10_000;
export const GUEST_KEY = 'guest';

/** The cache entry a viewer's records go under: a member's are restored for that member only. */
export const viewerCacheKey = (viewer: { readonly id: number } | null): string => (viewer ? `user:${viewer.id}` : GUEST_KEY);

export interface CacheWriterDeps {
  write(viewerKey: string, records: RecordSourceJSON): Promise<void>;
  /** The store's records as they are now. */
  records(): RecordSourceJSON;
  /** Whom the page is for, once the session knows (null while a stored login is not yet confirmed). */
  viewerKey(): string | null;
  /** Called once when writing stops (to let go of what feeds changed()). */
  onStop?: () => void;
  now?: () => number;
  intervalMs?: number;
}

/**
 * Writes the store into the cache after it changes, at most once per interval, under the viewer's key. Once the store
 * has held a member's records (restored for them, or fetched while they were logged in) it is written for that member
 * only: after a logout or another login on the page, nothing more is written (a member's records must never become a
 * guest's or another member's).
 */
export class CacheWriter {
  private dirty = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastWrite = Number.NEGATIVE_INFINITY;
  private stopped = false;
  private readonly now: () => number;
  private readonly intervalMs: number;

  constructor(
    private readonly deps: CacheWriterDeps,
    /** The member whose records the store already holds (restored from the cache), if any. */
    private owner: string | null = null,
  ) {
    this.now = deps.now ?? Date.now;
    this.intervalMs = deps.intervalMs ?? CACHE_WRITE_INTERVAL_MS;
  }

  /** The store changed: written now, or when the interval since the last write has passed. */
  changed(): void {
    if (this.stopped) return;
    this.dirty = true;
    this.schedule(Math.max(0, this.lastWrite + this.intervalMs - this.now()));
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.deps.onStop?.();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(waitMs: number): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, waitMs);
  }

  private async flush(): Promise<void> {
    if (this.stopped || !this.dirty) return;
    const key = this.deps.viewerKey();
    // The session is not settled yet (a stored login the server has not confirmed): ask again an interval later.
    if (key === null) return this.schedule(this.intervalMs);
    if (key !== GUEST_KEY) this.owner ??= key;
    if (this.owner !== null && key !== this.owner) return this.stop();
    this.dirty = false;
    this.lastWrite = this.now();
    try {
      await this.deps.write(key, this.deps.records());
    } catch {
      // A full disk or a database closed for a newer version: the cache is a convenience, the page goes on.
    }
  }
}
