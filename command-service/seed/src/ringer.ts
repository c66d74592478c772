import type { Ringer } from '@tsuzuki/command-service/bus';

/**
 * Rings the doorbell at most once per interval while tens of thousands of seed commands run: a drain job
 * reads everything after its checkpoint, so one ring per interval wakes the projections as well as one per
 * command would. `flush` rings once more at the end so the last commands are not left waiting.
 */
export class ThrottledRinger implements Ringer {
  private last = 0;
  private pending = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly inner: Ringer,
    private readonly intervalMs = 1000,
  ) {}

  async ring(): Promise<void> {
    const wait = this.last + this.intervalMs - Date.now();
    if (wait <= 0) {
      this.last = Date.now();
      await this.inner.ring();
      return;
    }
    this.pending = true;
    this.timer ??= setTimeout(() => {
      this.timer = null;
      if (!this.pending) return;
      this.pending = false;
      this.last = Date.now();
      // Later rings and the final flush cover a failed one.
      this.inner.ring().catch(() => undefined);
    }, wait);
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = false;
    this.last = Date.now();
    await this.inner.ring();
  }
}
