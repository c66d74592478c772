import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventStoreHarness, NaiveReader } from './harness.ts';
import type { EventStore, LogPosition, RecordedEvent } from '../port.ts';
import { options, sleep, streamNamer, studioAdded } from './fixtures.ts';

const WRITERS = 8;
const APPENDS_PER_WRITER = 150;
const STREAMS = 40;
const PAGE = 7;
// Only a guard against a reader that never catches up (a lost event); a correct run ends long before.
const CATCH_UP_GUARD_MS = 90_000;

/** Some writes stay open for a while after inserting, so later writes commit before them. */
async function holdSome(): Promise<void> {
  if (Math.random() < 0.06) await sleep(80 + randomInt(250));
}

interface Followed {
  seen: Map<string, number>;
  perStream: Map<string, number>;
  outOfOrder: string[];
}

/** Follows the global log the way projections do: readAll after the checkpointed pair, in small pages. */
async function follow(
  store: EventStore,
  start: LogPosition,
  ours: (e: RecordedEvent) => boolean,
  writing: () => boolean,
  committed: () => number,
): Promise<Followed> {
  const followed: Followed = { seen: new Map(), perStream: new Map(), outOfOrder: [] };
  const last = new Map<string, bigint>();
  let after = start;
  let guard = Infinity;
  for (;;) {
    const page = await store.readAll(after, PAGE);
    after = page.position;
    for (const e of page.events) {
      if (!ours(e)) continue;
      const key = `${e.stream}#${e.streamPosition}`;
      followed.seen.set(key, (followed.seen.get(key) ?? 0) + 1);
      followed.perStream.set(e.stream, (followed.perStream.get(e.stream) ?? 0) + 1);
      const previous = last.get(e.stream) ?? -1n;
      if (e.streamPosition !== previous + 1n) followed.outOfOrder.push(`${key} after #${previous}`);
      last.set(e.stream, e.streamPosition);
    }
    if (page.more) continue;
    if (!writing()) {
      if (followed.seen.size >= committed()) return followed;
      if (guard === Infinity) guard = Date.now() + CATCH_UP_GUARD_MS;
      if (Date.now() > guard) return followed;
    }
    await store.waitForEvents(after, 100);
  }
}

async function followNaively(
  reader: NaiveReader,
  start: bigint,
  ours: (stream: string) => boolean,
  writing: () => boolean,
): Promise<Set<string>> {
  const seen = new Set<string>();
  let after = start;
  for (;;) {
    const stillWriting = writing();
    const rows = await reader.read(after, PAGE);
    for (const row of rows) {
      after = row.sequence;
      if (ours(row.stream)) seen.add(`${row.stream}#${row.streamPosition}`);
    }
    if (rows.length === 0) {
      if (!stillWriting) return seen;
      await sleep(5);
    }
  }
}

export function concurrencyContract(harness: EventStoreHarness): void {
  describe('concurrent writers', () => {
    it('a reader of readAll sees every committed event exactly once, in stream order', { timeout: 240_000 }, async () => {
      const { stream, ours, run } = streamNamer();
      const store = await harness.open({ beforeCommit: holdSome });
      const naive = harness.naiveReader ? await harness.naiveReader() : null;
      // Held open through the whole run: the reader must finish while it still is.
      const release = await harness.holdUnrelatedTransaction?.();
      try {
        const start = await store.headPosition();
        const naiveStart = naive ? await naive.head() : 0n;
        const committed = new Set<string>();
        let writing = true;

        const writers = Array.from({ length: WRITERS }, async () => {
          for (let i = 0; i < APPENDS_PER_WRITER; i++) {
            // Some writes are batches over a few streams (appendMany), racing the single appends to the same streams.
            const streams = [
              ...new Set(Array.from({ length: Math.random() < 0.2 ? 2 + randomInt(3) : 1 }, () => stream(`-${randomInt(STREAMS)}`))),
            ];
            const appends = streams.map((s) => ({ stream: s, n: Math.random() < 0.25 ? 2 + randomInt(3) : 1 }));
            const results =
              appends.length === 1
                ? [
                    await store.append(
                      appends[0]!.stream,
                      Array.from({ length: appends[0]!.n }, () => studioAdded()),
                      options('any'),
                    ),
                  ]
                : await store.appendMany(
                    appends.map((a) => ({
                      stream: a.stream,
                      events: Array.from({ length: a.n }, () => studioAdded()),
                      options: options('any'),
                    })),
                  );
            for (const [k, result] of results.entries()) {
              if (result instanceof Error) throw result;
              const { stream: s, n } = appends[k]!;
              for (let p = result.nextExpectedVersion - BigInt(n) + 1n; p <= result.nextExpectedVersion; p++) {
                committed.add(`${s}#${p}`);
              }
            }
          }
        });
        const done = Promise.all(writers).finally(() => {
          writing = false;
        });
        const following = follow(
          store,
          start,
          ours,
          () => writing,
          () => committed.size,
        );
        const naively = naive
          ? followNaively(
              naive,
              naiveStart,
              (s) => s.startsWith(`studio-${run}`),
              () => writing,
            )
          : null;
        await done;
        const followed = await following;

        const twice = [...followed.seen].filter(([, n]) => n > 1).map(([key]) => key);
        const missed = [...committed].filter((key) => !followed.seen.has(key));
        expect(twice).toEqual([]);
        expect(missed).toEqual([]);
        expect(followed.outOfOrder).toEqual([]);
        expect(followed.seen.size).toBe(committed.size);
        for (const [s, count] of followed.perStream) {
          expect((await store.readStream(s)).version).toBe(BigInt(count - 1));
        }

        if (naively) {
          const naiveSeen = await naively;
          const naiveMissed = [...committed].filter((key) => !naiveSeen.has(key)).length;
          console.info(
            `[${store.kind}] ${committed.size} events by ${WRITERS} writers: the (transaction, position) reader missed ` +
              `${missed.length}; a reader checkpointing the sequence alone missed ${naiveMissed}`,
          );
          expect(naiveMissed).toBeGreaterThanOrEqual(0);
        }
      } finally {
        await release?.();
        await naive?.close();
        await store.close();
      }
    });
  });
}
