// `npm run bench -- --only streams [--streams 1000] [--stream-idle-seconds 30] [--stream-rate 20]`: live updates of
// issue 25 (ADR 70) on a site of its own. --streams members sign up through the site and each opens one
// Subscription.Notifications stream over graphql-sse at /graphql/stream, as a page does (its session cookie and CSRF
// token; one tab each, far inside the hub's 8 streams a member and 10,000 a process). Then:
// - idle: the query process's CPU over --stream-idle-seconds of quiet, with no stream open and with all of them open
//   (graphql-sse's pings and the hub's 30 s backstop are what the open ones cost), and per 1,000 streams;
// - delivery: follows through the command path (the bus, as the other sections write), --stream-rate a second
//   whatever the answers do, each making one FollowingNotification for one member; the time from the command's
//   acceptance (the append done) to the notification's arrival on that member's stream, p50 and p99. Beside it the
//   floor: the same follows to a member whose stream is the only one open.
import { createClient } from 'graphql-sse';
import type { Actor } from '@tsuzuki/events';
import type { CommandBus } from '@tsuzuki/command-service/bus';
import type { Browser } from '@tsuzuki/query-service/testing/browser';
import { CSRF_HEADER } from '@tsuzuki/query-service/accounts/csrf';
import { STREAM_PATH } from '@tsuzuki/query-service/http/streamRoute';
import { untilCaughtUp } from '../lib/testStack.ts';
import type { Stack } from '../lib/stack.ts';
import { openBenchSite } from './benchSite.ts';
import { load, report, summarise } from './stats.ts';
import { signUp } from './siteGql.ts';

const SUBSCRIBE = `subscription ($after: String) { Notifications(after: $after) {
  position unreadNotificationCount notifications { __typename ... on FollowingNotification { userId } } } }`;
interface Update {
  Notifications: { position: string; unreadNotificationCount: number; notifications: { __typename: string; userId?: number }[] };
}

/** Follows to the one member whose stream is open, for the floor. */
const FLOOR_EVENTS = 100;
/** How long the last notification may take to arrive before the bench says it was lost. */
const DELIVERY_WAIT_MS = 120_000;

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const member = (id: number): Actor => ({ kind: 'user', id, moderatorRoles: [], donatorTier: 0 });

interface Member {
  userId: number;
  browser: Browser;
}

/** The arrival time of each member's notifications on their open streams, by the follower named in it. */
class Deliveries {
  private readonly arrived = new Map<string, number>();
  private waiter: (() => void) | null = null;
  readonly failures: unknown[] = [];

  static key(memberId: number, followerId: number) {
    return `${memberId}:${followerId}`;
  }

  /**
   * Opens `m`'s stream as a page does (graphql-sse's client, the session's cookie and the page's CSRF token), records
   * the arrival of each notification on it, and resolves with what closes it once its first update (the count as it
   * stands) came.
   */
  open(m: Member): Promise<() => void> {
    const client = createClient({
      url: `${m.browser.base}${STREAM_PATH}`,
      retryAttempts: 0,
      headers: async () => m.browser.headers({ [CSRF_HEADER]: await m.browser.readCsrf() }),
    });
    let closed = false;
    let first = true;
    return new Promise((opened, failed) => {
      const fail = (err: unknown) => {
        if (closed) return;
        this.failures.push(err);
        if (first) failed(err);
      };
      const unsubscribe = client.subscribe<Update>(
        { query: SUBSCRIBE, variables: {} },
        {
          next: (update) => {
            const at = performance.now();
            if (update.errors?.length || !update.data) return fail(new Error(`stream of ${m.userId}: ${JSON.stringify(update.errors)}`));
            for (const n of update.data.Notifications.notifications)
              if (n.userId !== undefined) this.arrived.set(Deliveries.key(m.userId, n.userId), at);
            if (first) {
              first = false;
              opened(() => {
                closed = true;
                unsubscribe();
                client.dispose();
              });
            }
            this.waiter?.();
          },
          error: fail,
          complete: () => fail(new Error(`the stream of ${m.userId} ended`)),
        },
      );
    });
  }

  at(key: string) {
    return this.arrived.get(key);
  }

  /** Until every key has arrived, or `ms` passed; the keys still missing. */
  async until(keys: string[], ms: number): Promise<string[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const missing = keys.filter((k) => !this.arrived.has(k));
      if (!missing.length || Date.now() > deadline) return missing;
      await Promise.race([new Promise<void>((r) => (this.waiter = r)), sleep(1000)]);
    }
  }
}

/** The query process's CPU (s) over `seconds` with nothing happening, and the bench's own. */
async function quietCpu(stack: Stack, seconds: number) {
  const before = stack.cpuMs('query');
  const bench = process.cpuUsage();
  await sleep(seconds * 1000);
  const after = stack.cpuMs('query');
  const own = process.cpuUsage(bench);
  return {
    query: before === null || after === null ? NaN : (after - before) / 1000,
    bench: (own.user + own.system) / 1e6,
  };
}

/**
 * Follows `pairs` ([member, follower]) through the bus at `rate` a second, each sent on time whatever the earlier
 * answers do; the time from each one's acceptance to its notification's arrival.
 */
async function deliver(bus: CommandBus, deliveries: Deliveries, pairs: [number, number][], rate: number) {
  const accepted = new Map<string, number>();
  const commands: number[] = [];
  const start = performance.now();
  const sent: Promise<void>[] = [];
  for (const [i, [memberId, followerId]] of pairs.entries()) {
    const due = start + (i * 1000) / rate;
    if (due > performance.now()) await sleep(due - performance.now());
    const t = performance.now();
    sent.push(
      bus.execute('ToggleFollow', { otherId: memberId }, { actor: member(followerId) }).then(() => {
        const done = performance.now();
        accepted.set(Deliveries.key(memberId, followerId), done);
        commands.push(done - t);
      }),
    );
  }
  await Promise.all(sent);
  const keys = pairs.map(([m, f]) => Deliveries.key(m, f));
  const missing = await deliveries.until(keys, DELIVERY_WAIT_MS);
  const latencies = keys.filter((k) => deliveries.at(k) !== undefined).map((k) => deliveries.at(k)! - accepted.get(k)!);
  return {
    latency: summarise(latencies),
    command: summarise(commands),
    missing: missing.length,
    seconds: (performance.now() - start) / 1000,
  };
}

export async function benchStreams(options: { streams: number; idleSeconds: number; rate: number }) {
  const count = options.streams;
  if (count < 4) throw new Error('--streams: at least 4');
  const site = await openBenchSite('bench_streams');
  const open: (() => void)[] = [];
  try {
    // A captcha as cheap as the tests' (auth/testing.ts): the bench signs up its members, it does not measure that.
    const stack = await site.start({ CAPTCHA_COST: '1', CAPTCHA_COUNTER_MAX: '20' });
    let t = performance.now();
    const members: Member[] = new Array(count);
    await load(count, 4, async (i) => {
      members[i] = await signUp(stack.url, `Bench_Live_${i}`);
    });
    const health = `http://127.0.0.1:${stack.env.PROJECTION_PORT}/health`;
    await untilCaughtUp(health, stack.env.INTERNAL_TOKEN!, 300_000);
    report('streams.setup', { members: count, signup_seconds: round((performance.now() - t) / 1000) });

    // The floor: one member's stream open, a hundred follows to them (followers 1.., none of whom follows later).
    const deliveries = new Deliveries();
    const openFor = async (m: Member) => void open.push(await deliveries.open(m));
    const half = Math.floor(count / 2);
    const floorEvents = Math.min(FLOOR_EVENTS, half - 1);
    const idleNone = await quietCpu(stack, options.idleSeconds);
    await openFor(members[0]!);
    const floorPairs = Array.from({ length: floorEvents }, (_, i): [number, number] => [members[0]!.userId, members[1 + i]!.userId]);
    const floor = await deliver(site.bus, deliveries, floorPairs, options.rate);

    // Every member's stream open, the first update of each heard.
    t = performance.now();
    await load(count - 1, 16, async (i) => openFor(members[1 + i]!));
    const openSeconds = (performance.now() - t) / 1000;
    await untilCaughtUp(health, stack.env.INTERNAL_TOKEN!, 60_000);
    const idleOpen = await quietCpu(stack, options.idleSeconds);
    const perThousand = ((idleOpen.query - idleNone.query) * 1000) / count;
    report('streams.idle', {
      streams: count,
      open_seconds: round(openSeconds),
      seconds: options.idleSeconds,
      // The floor: the same interval with no stream open.
      floor_query_cpu_s: round(idleNone.query, 3),
      query_cpu_s: round(idleOpen.query, 3),
      query_cpu_s_per_1000_streams: round(perThousand, 3),
      query_cpu_ms_per_s_per_1000_streams: round((perThousand * 1000) / options.idleSeconds, 1),
      ratio: idleNone.query > 0 ? round(idleOpen.query / idleNone.query, 3) : null,
      bench_cpu_s: round(idleOpen.bench, 3),
    });

    // One follow to each member, from the member half the circle away (no pair repeats the floor's).
    const pairs = members.map((m, i): [number, number] => [m.userId, members[(i + half) % count]!.userId]);
    const cpuBefore = stack.cpuMs('query');
    const loaded = await deliver(site.bus, deliveries, pairs, options.rate);
    const cpuAfter = stack.cpuMs('query');
    report('streams.delivery', {
      streams: count,
      events: pairs.length,
      rate_per_s: options.rate,
      seconds: round(loaded.seconds),
      append_to_delivery: loaded.latency,
      command: loaded.command,
      missing: loaded.missing,
      query_cpu_ms_per_event: cpuBefore === null || cpuAfter === null ? null : round((cpuAfter - cpuBefore) / pairs.length),
      floor_streams: 1,
      floor_append_to_delivery: floor.latency,
      floor_missing: floor.missing,
      p50_over_floor: round(loaded.latency.p50_ms / floor.latency.p50_ms, 3),
      p99_over_floor: round(loaded.latency.p99_ms / floor.latency.p99_ms, 3),
    });
    if (deliveries.failures.length) throw deliveries.failures[0];
    if (loaded.missing || floor.missing) throw new Error(`${loaded.missing + floor.missing} notifications never reached their stream`);
  } finally {
    for (const close of open) close();
    await site.close();
  }
}
