import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Doorbell, openEventStore, type EventStore } from '@tsuzuki/event-store';
import { createTestRedisPrefix } from '@tsuzuki/event-store/testing';
import { CommandBus } from '@tsuzuki/command-service/bus';
import { mediaAdded } from '@tsuzuki/command-service/catalogue/testData';
import { Browser } from '@tsuzuki/query-service/testing/browser';
import { signUp } from './bench/siteGql.ts';
import { startCluster, type Cluster } from './lib/cluster.ts';
import { freePort } from './lib/ports.ts';
import { tsx } from './lib/run.ts';
import { scratchSiteEnv } from './lib/testStack.ts';

// The scaled topology of issue 23 with real processes (scripts/lib/cluster.ts): a PostgreSQL primary and streaming
// replica, two processes of each service, HAProxy in front. Members save list entries through the balancer without
// pause while one query, one command and one projection process are killed (SIGKILL) in turn: every save the site
// acknowledged is in the read models at the end, the site answered throughout, and the read models equal a replay
// of the log (npm run verify -- --all).
const MEDIA = [700_001, 700_002, 700_003, 700_004];
const redis = createTestRedisPrefix('cluster');
const scratch = mkdtempSync(path.join(tmpdir(), 'tsuzuki-cluster-'));
let cluster: Cluster;
let store: EventStore;
let pool: pg.Pool;

beforeAll(async () => {
  cluster = await startCluster({
    port: await freePort(),
    database: `tsuzuki_test_cluster_${Date.now().toString(36)}`,
    redisUrl: redis.redisUrl,
    redisPrefix: redis.prefix,
    output: 'quiet',
    extraEnv: {
      ...scratchSiteEnv(scratch),
      // No client build: the site's pages are not what this test tries.
      CLIENT_DIST: path.join(scratch, 'dist'),
    },
  });
  // The catalogue through the command path, as the system (the seed's way in).
  const databaseUrl = cluster.env.DATABASE_URL!;
  store = await openEventStore({ databaseUrl, eventStoreUrl: null });
  pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const doorbell = new Doorbell(redis.redisUrl, redis.prefix);
  try {
    const bus = new CommandBus({ store, pool, doorbell });
    for (const id of MEDIA) await bus.execute('AddMedia', mediaAdded(id), { actor: { kind: 'system' } });
  } finally {
    await doorbell.close();
  }
}, 180_000);
afterAll(async () => {
  await Promise.allSettled([store?.close(), pool?.end()]);
  await cluster?.stop();
  await redis.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

// Each save numbers itself in the entry's notes (progress is bounded by the episodes; notes count on as far as needed).
const SAVE = 'mutation ($m: Int, $n: String) { SaveMediaListEntry(mediaId: $m, status: CURRENT, notes: $n) { notes } }';
const READ = 'query ($u: Int, $m: Int) { MediaList(userId: $u, mediaId: $m) { notes } }';

/** The number of the last save of a member's entry, as the site answers it now; null when the request fails. */
async function lastSaveOf(browser: Browser, userId: number, mediaId: number): Promise<number | null> {
  const res = await browser
    .gql<{ MediaList: { notes: string | null } | null }>(READ, { variables: { u: userId, m: mediaId } })
    .catch(() => null);
  const notes = res?.status === 200 ? res.body.data?.MediaList?.notes : null;
  return notes ? Number(notes) : null;
}

/** The same member (their cookies) on one query process directly, past the balancer. */
function onProcess(browser: Browser, name: string): Browser {
  const there = new Browser(`http://127.0.0.1:${cluster.processes.get(name)!.port}`);
  for (const [k, v] of browser.cookies) there.cookies.set(k, v);
  return there;
}

describe('the scaled topology', () => {
  it("shows a member's save made through one query process on the other at once", async () => {
    const { browser, userId } = await signUp(cluster.url, 'Across');
    for (let save = 1; save <= 5; save++) {
      const saved = await onProcess(browser, 'query-1').gql<{ SaveMediaListEntry: { notes: string } }>(SAVE, {
        variables: { m: MEDIA[0], n: String(save) },
      });
      expect(saved.body.data?.SaveMediaListEntry.notes).toBe(String(save));
      expect(await lastSaveOf(onProcess(browser, 'query-2'), userId, MEDIA[0]!)).toBe(save);
    }
  });

  it('loses no acknowledged save while a query, a command and a projection process are killed, and verifies clean', async () => {
    const members = await Promise.all(MEDIA.map((_, i) => signUp(cluster.url, `Loader${i}`)));
    const phases = ['all up', 'query-1 killed', 'command-1 killed', 'projection-1 killed'] as const;
    let phase = 0;
    const acked = members.map(() => 0);
    const sent = members.map(() => 0);
    const ackedIn = phases.map(() => 0);
    let running = true;
    // One member per media, saving 1, 2, 3... one at a time through the balancer.
    const load = members.map(async ({ browser }, i) => {
      while (running) {
        const save = ++sent[i]!;
        const res = await browser
          .gql<{ SaveMediaListEntry: { notes: string } }>(SAVE, { variables: { m: MEDIA[i], n: String(save) } })
          .catch(() => null);
        if (res?.status === 200 && res.body.data?.SaveMediaListEntry?.notes === String(save)) {
          acked[i] = save;
          ackedIn[phase]!++;
        }
      }
    });
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    try {
      for (const name of ['query-1', 'command-1', 'projection-1']) {
        await pause(2500);
        await cluster.kill(name);
        phase++;
      }
      await pause(4000);
    } finally {
      running = false;
      await Promise.all(load);
    }
    // Reported, not asserted: how the saves went in each phase.
    console.info(
      `saves acknowledged per phase (${phases.join(', ')}): ${ackedIn.join(', ')}; sent ${sent.join(', ')}, acknowledged ${acked.join(', ')}`,
    );
    // The site took saves in every phase, through the processes left.
    expect(
      ackedIn.every((n) => n > 0),
      `acknowledged per phase: ${ackedIn.join(', ')}`,
    ).toBe(true);

    // Every acknowledged save is in the read model (a save sent but not acknowledged may have landed too).
    const reader = new Browser(cluster.url);
    for (const [i, { userId }] of members.entries()) {
      let final: number | null = null;
      for (let tries = 0; tries < 200 && (final ?? 0) < acked[i]!; tries++) {
        final = await lastSaveOf(reader, userId, MEDIA[i]!);
        if ((final ?? 0) < acked[i]!) await pause(50);
      }
      expect(final).toBeGreaterThanOrEqual(acked[i]!);
      expect(final).toBeLessThanOrEqual(sent[i]!);
    }
    // The read models equal a replay of the log, on the primary, after the crashes.
    expect(await tsx('projection-service/src/verify/cli.ts', ['--all'], cluster.env)).toBe(0);
  }, 240_000);
});
