import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** While the LISTEN connection is down, sleeping waiters wake this often to look for themselves. */
const OFFLINE_POLL_MS = 250;

interface Subscriber {
  channel: string;
  match: (payload: string) => boolean;
  rung: boolean;
  wake: (() => void) | null;
}

/**
 * A waiter armed before its caller checks anything: a notification that arrives during the check is kept
 * and ends the next sleep at once, so check-then-sleep never loses a wake-up.
 */
export interface Alarm {
  /** True when a matching notification arrived since arming or the last sleep; false on timeout or abort. */
  sleep(ms: number, signal?: AbortSignal): Promise<boolean>;
  disarm(): void;
}

/**
 * One PostgreSQL connection per process for LISTEN and NOTIFY, shared by every waiter (the event store's
 * append listener, the query-service's checkpoint watcher). Notifications are hints: callers re-read the
 * tables they trust, so a lost one costs latency, never correctness.
 */
export class PgNotifications {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly listening = new Set<string>();
  private readonly listens = new Map<string, { client: pg.Client; promise: Promise<void> }>();
  private readonly subscribers = new Set<Subscriber>();
  private readonly outbox = new Map<string, Set<string>>();
  private flushing: Promise<void> | null = null;
  private delay: NodeJS.Timeout | null = null;
  private closed = false;
  /** Counts the connections opened, so a listener can tell that one dropped (and its notifications with it). */
  private connections = 0;

  constructor(private readonly connectionString: string) {}

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString });
      client.on('notification', (n) => this.deliver(n.channel, n.payload ?? ''));
      client.on('error', () => this.drop(client));
      client.on('end', () => this.drop(client));
      await client.connect();
      this.listening.clear();
      this.client = client;
      this.connections++;
      return client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  /** A broken connection: every waiter wakes to check for itself, and the next arm reconnects. */
  private drop(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    this.listening.clear();
    for (const s of this.subscribers) this.ring(s);
  }

  private deliver(channel: string, payload: string) {
    for (const s of this.subscribers) if (s.channel === channel && s.match(payload)) this.ring(s);
  }

  private ring(s: Subscriber) {
    s.rung = true;
    s.wake?.();
  }

  private async listen(channel: string): Promise<void> {
    const client = await this.connect();
    if (this.listening.has(channel)) return;
    // Several followers arming the same channel at once (the query process's live hubs) share one LISTEN.
    let pending = this.listens.get(channel);
    if (pending?.client !== client) {
      const listening = client
        .query(`LISTEN ${pg.escapeIdentifier(channel)}`)
        .then(() => {
          if (this.client === client) this.listening.add(channel);
        })
        .finally(() => {
          if (this.listens.get(channel)?.promise === listening) this.listens.delete(channel);
        });
      pending = { client, promise: listening };
      this.listens.set(channel, pending);
    }
    await pending.promise;
  }

  /**
   * Registers a waiter, then makes sure the connection LISTENs on `channel`. When the connection cannot be
   * opened the alarm still works, by polling (its sleeps are cut short) until a later arm reconnects.
   */
  async arm(channel: string, match: (payload: string) => boolean = () => true): Promise<Alarm> {
    const subscriber: Subscriber = { channel, match, rung: false, wake: null };
    this.subscribers.add(subscriber);
    const online =
      !this.closed &&
      (await this.listen(channel).then(
        () => true,
        () => false,
      ));
    return {
      sleep: (ms, signal) => {
        if (subscriber.rung || this.closed || signal?.aborted) return Promise.resolve(this.take(subscriber));
        const limit = online && this.client ? ms : Math.min(ms, OFFLINE_POLL_MS);
        return new Promise<boolean>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            subscriber.wake = null;
            resolve(this.take(subscriber));
          };
          const timer = Number.isFinite(limit) ? setTimeout(done, limit) : undefined;
          signal?.addEventListener('abort', done, { once: true });
          subscriber.wake = done;
        });
      },
      disarm: () => {
        subscriber.wake?.();
        this.subscribers.delete(subscriber);
      },
    };
  }

  /**
   * Which connection is LISTENing on `channel` now (a number that changes with every reconnect), or null while none
   * is. A cache invalidated by notifications trusts only what it stored under the connection that is still up:
   * whatever was announced while it was down is lost.
   */
  listeningOn(channel: string): number | null {
    return this.client && this.listening.has(channel) && !this.closed ? this.connections : null;
  }

  private take(s: Subscriber): boolean {
    const rung = s.rung;
    s.rung = false;
    return rung;
  }

  /**
   * Sends a notification outside the caller's transaction. A NOTIFY inside a write transaction takes a
   * server-wide lock held through its commit flush, which serialises every notifying commit (8 writers fell
   * from 14,500 to 4,000 commits/s here); sent from this connection after the commit, notifications are
   * coalesced and writers keep group commit. Fire and forget: a lost hint costs latency only.
   */
  notify(channel: string, payload = '', delayMs = 0): void {
    if (this.closed) return;
    let payloads = this.outbox.get(channel);
    if (!payloads) this.outbox.set(channel, (payloads = new Set()));
    payloads.add(payload);
    if (delayMs > 0) {
      // Whatever else is asked for meanwhile goes in the same statement.
      this.delay ??= setTimeout(() => {
        this.delay = null;
        this.kick();
      }, delayMs);
      return;
    }
    this.kick();
  }

  private kick(): void {
    if (this.flushing || this.outbox.size === 0 || this.closed) return;
    this.flushing = this.flush().finally(() => {
      this.flushing = null;
      this.kick();
    });
  }

  /** Sends what the outbox holds, one statement per round; whatever arrives meanwhile goes in the next. */
  private async flush(): Promise<void> {
    while (this.outbox.size > 0 && !this.closed) {
      const channels: string[] = [];
      const payloads: string[] = [];
      for (const [channel, set] of this.outbox) {
        for (const p of set) {
          channels.push(channel);
          payloads.push(p);
        }
      }
      this.outbox.clear();
      try {
        const client = await this.connect();
        await client.query('SELECT pg_notify(c, p) FROM unnest($1::text[], $2::text[]) AS x(c, p)', [channels, payloads]);
      } catch {
        // The server is unreachable: drop the hints (waiters poll while they miss one) rather than spin.
        this.outbox.clear();
        return;
      }
    }
  }

  /** Resolves once every notification asked for so far has been sent (tests and orderly shutdown). */
  async settled(): Promise<void> {
    if (this.delay) {
      clearTimeout(this.delay);
      this.delay = null;
      this.kick();
    }
    while (this.flushing) await this.flushing;
  }

  async close(): Promise<void> {
    await this.settled();
    this.closed = true;
    for (const s of this.subscribers) this.ring(s);
    this.subscribers.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

/** While a channel cannot be listened on, how often `followChannel` tries again. */
const FOLLOW_RETRY_MS = 250;

/**
 * Hands every notification on `channel` to `onPayload` until `signal` aborts, listening again whenever the connection
 * drops. What is announced while it is down is lost: a cache it keeps right reads `listeningOn(channel)` and trusts
 * only what it stored under the connection still up. `onListening` runs each time the channel is listened on again.
 */
export async function followChannel(
  notifications: PgNotifications,
  channel: string,
  onPayload: (payload: string) => void,
  signal: AbortSignal,
  onListening: () => void = () => undefined,
): Promise<void> {
  while (!signal.aborted) {
    // The matcher never rings, so only a dropped connection or the abort wakes the sleep.
    const alarm = await notifications.arm(channel, (payload) => {
      onPayload(payload);
      return false;
    });
    try {
      if (notifications.listeningOn(channel) !== null) onListening();
      while (!signal.aborted && notifications.listeningOn(channel) !== null) await alarm.sleep(Infinity, signal);
    } finally {
      alarm.disarm();
    }
    await sleep(FOLLOW_RETRY_MS, undefined, { signal, ref: false }).catch(() => undefined);
  }
}
