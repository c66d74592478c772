import pg from 'pg';

/** ready: readable events exist; pending: committed events wait behind the horizon; idle: nothing new. */
export type WaitState = 'ready' | 'pending' | 'idle';

/**
 * One LISTEN connection shared by every waiter of a store. A notification only says "something was
 * appended"; readers still decide what they may read, so a lost notification costs latency, not events.
 */
export class AppendListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly waiters = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
  ) {}

  private connect(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString });
      client.on('notification', () => this.wakeAll());
      client.on('error', () => {
        // Drop the broken connection; the next wait reconnects, and waiters fall back to their timeout.
        this.client = null;
        this.connecting = null;
      });
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      this.client = client;
    })().catch((err) => {
      this.connecting = null;
      throw err;
    });
    return this.connecting;
  }

  private wakeAll() {
    for (const wake of [...this.waiters]) wake();
  }

  /**
   * Resolves once `check` says readable events exist, on timeout, or on abort. The check runs after the waiter
   * is registered (no notification is lost in between), again on every notification, and every `recheckMs`
   * while events wait behind the visibility horizon: the transaction holding it back may belong to anything
   * in the cluster and end without a notification.
   */
  async wait(check: () => Promise<WaitState>, timeoutMs: number, signal?: AbortSignal, recheckMs = 50): Promise<void> {
    if (this.closed) return;
    await this.connect();
    const deadline = Date.now() + timeoutMs;
    // Closing the store ends every wait (it does not throw from a closed pool).
    while (!signal?.aborted && !this.closed) {
      const nap = this.nap(signal);
      let state: WaitState;
      try {
        state = await check();
      } catch (err) {
        nap.cancel();
        if (this.closed) return;
        throw err;
      }
      const remaining = deadline - Date.now();
      if (state === 'ready' || remaining <= 0) {
        nap.cancel();
        return;
      }
      await nap.sleep(state === 'pending' ? Math.min(recheckMs, remaining) : remaining);
      if (Date.now() >= deadline) return;
    }
  }

  /** Registers a waiter at once; `sleep` resolves on a notification (also one that came before), timeout or abort. */
  private nap(signal?: AbortSignal): { sleep: (ms: number) => Promise<void>; cancel: () => void } {
    let notified = false;
    let resolveSleep: (() => void) | null = null;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      notified = true;
      clearTimeout(timer);
      this.waiters.delete(finish);
      signal?.removeEventListener('abort', finish);
      resolveSleep?.();
    };
    this.waiters.add(finish);
    signal?.addEventListener('abort', finish, { once: true });
    return {
      sleep: (ms) =>
        new Promise<void>((resolve) => {
          resolveSleep = resolve;
          if (notified) return finish();
          timer = setTimeout(finish, ms);
        }),
      cancel: finish,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeAll();
    const client = this.client;
    this.client = null;
    this.connecting = null;
    if (client) await client.end().catch(() => undefined);
  }
}
