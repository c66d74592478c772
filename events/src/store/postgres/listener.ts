import pg from 'pg';

/**
 * One LISTEN connection shared by every waiter of a store. A notification only says "something was
 * appended"; readers still decide what they may read, so a lost notification costs latency, not events.
 */
export class AppendListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly waiters = new Set<() => void>();

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

  async wait(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    await this.connect();
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  async close(): Promise<void> {
    this.wakeAll();
    const client = this.client;
    this.client = null;
    this.connecting = null;
    if (client) await client.end().catch(() => undefined);
  }
}
