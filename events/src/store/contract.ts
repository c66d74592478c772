import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrencyContract, type NaiveReader } from './contract/concurrency.ts';
import { options, readAllFrom, streamNamer, studioAdded, untilReadable } from './contract/fixtures.ts';
import type { DomainEvent } from '../catalogue/index.ts';
import { WrongExpectedVersionError, comparePositions, type EventStore } from './port.ts';

export type { NaiveReader } from './contract/concurrency.ts';

export interface OpenOptions {
  /** Awaited inside an append before it commits, where the adapter can hold a write open (PostgreSQL). */
  beforeCommit?: (stream: string) => Promise<void>;
}

export interface EventStoreHarness {
  open(options?: OpenOptions): Promise<EventStore>;
  /** A reader that checkpoints a plain sequence number, to show what the pair checkpoint protects against. */
  naiveReader?: () => Promise<NaiveReader>;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the promise to reject');
}

/** The behaviour every EventStore adapter must share. Call inside a test file, after its own setup hooks. */
export function eventStoreContract(harness: EventStoreHarness): void {
  let store: EventStore;
  const { stream, ours } = streamNamer();

  beforeAll(async () => {
    store = await harness.open();
  });
  afterAll(async () => {
    await store?.close();
  });

  describe('append and readStream', () => {
    it('appends to a new stream with no_stream and reads the events back in order', async () => {
      const events = [studioAdded('Madhouse'), studioAdded('Bones')];
      const result = await store.append(stream('new'), events, options('no_stream', 'cmd-new'));
      expect(result.duplicate).toBe(false);
      expect(result.nextExpectedVersion).toBe(1n);

      const read = await store.readStream(stream('new'));
      expect(read.version).toBe(1n);
      expect(read.events.map((e) => [e.streamPosition, e.type, e.data])).toEqual([
        [0n, 'StudioAdded', events[0]!.data],
        [1n, 'StudioAdded', events[1]!.data],
      ]);
      expect(read.events[0]!.metadata).toMatchObject({ commandId: 'cmd-new', actorId: null });
      expect(read.events[0]!.storedVersion).toBe(1);
      expect(comparePositions(read.events[0]!.logPosition, read.events[1]!.logPosition)).toBe(-1);
      expect(result.position).toEqual(read.events[1]!.logPosition);
    });

    it('reads a missing stream as version -1 with no events', async () => {
      expect(await store.readStream(stream('missing'))).toEqual({ version: -1n, events: [] });
    });

    it('checks the expected version and writes nothing on a conflict', async () => {
      const s = stream('versions');
      const missing = await failure(store.append(s, [studioAdded()], options('stream_exists')));
      expect(missing).toBeInstanceOf(WrongExpectedVersionError);
      expect(missing).toMatchObject({ stream: s, expected: 'stream_exists', actual: null });
      await store.append(s, [studioAdded()], options('no_stream'));
      expect(await failure(store.append(s, [studioAdded()], options('no_stream')))).toBeInstanceOf(WrongExpectedVersionError);
      const stale = await failure(store.append(s, [studioAdded()], options(5n)));
      expect(stale).toBeInstanceOf(WrongExpectedVersionError);
      expect(stale).toMatchObject({ expected: 5n, actual: 0n });
      expect((await store.readStream(s)).version).toBe(0n);

      expect((await store.append(s, [studioAdded()], options(0n))).nextExpectedVersion).toBe(1n);
      expect((await store.append(s, [studioAdded()], options('stream_exists'))).nextExpectedVersion).toBe(2n);
      expect((await store.append(s, [studioAdded()], options('any'))).nextExpectedVersion).toBe(3n);
      expect((await store.append(stream('any-new'), [studioAdded()], options('any'))).nextExpectedVersion).toBe(0n);
      expect((await store.readStream(s)).events.map((e) => e.streamPosition)).toEqual([0n, 1n, 2n, 3n]);
    });

    it('rejects invalid event data before anything is written', async () => {
      const s = stream('invalid');
      const head = await store.headPosition();
      const invalid = { type: 'StudioAdded', data: { studioId: -1, name: '', isAnimationStudio: 'yes' } } as unknown as DomainEvent;
      await expect(store.append(s, [studioAdded(), invalid], options('any'))).rejects.toThrow();
      const unknown = { type: 'StudioRenamed', data: {} } as unknown as DomainEvent;
      await expect(store.append(s, [unknown], options('any'))).rejects.toThrow();
      expect(await store.readStream(s)).toEqual({ version: -1n, events: [] });
      expect(await store.headPosition()).toEqual(head);
    });
  });

  describe('idempotency', () => {
    it('appends a command id once and answers a retry as a duplicate with the same position', async () => {
      const s = stream('retry');
      const first = await store.append(s, [studioAdded(), studioAdded()], options('no_stream', `retry-${s}`));
      const again = await store.append(s, [studioAdded(), studioAdded()], options('no_stream', `retry-${s}`));
      const anyVersion = await store.append(s, [studioAdded(), studioAdded()], options('any', `retry-${s}`));
      expect(first.duplicate).toBe(false);
      for (const retry of [again, anyVersion]) {
        expect(retry).toEqual({ ...first, duplicate: true });
      }
      expect((await store.readStream(s)).version).toBe(1n);
    });

    it('appends once when two appends with the same command id race', async () => {
      const s = stream('race');
      const results = await Promise.all(
        [0, 1, 2, 3].map(() => store.append(s, [studioAdded(), studioAdded()], options('no_stream', `race-${s}`))),
      );
      expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
      for (const r of results) expect(r.position).toEqual(results[0]!.position);
      expect((await store.readStream(s)).version).toBe(1n);
    });
  });

  describe('the global log', () => {
    it('pages through readAll with after/limit in log order', async () => {
      const start = await store.headPosition();
      const a = stream('pageA');
      const b = stream('pageB');
      await store.append(a, [studioAdded('a0'), studioAdded('a1')], options('no_stream'));
      await store.append(b, [studioAdded('b0')], options('no_stream'));
      await store.append(a, [studioAdded('a2')], options(1n));
      await untilReadable(store, (await store.append(b, [studioAdded('b1')], options(0n))).position);

      // Only these two streams: the head read at the start can lag behind earlier tests' events, which
      // a transaction anywhere in the cluster may still hold back from readers.
      const mine = (e: { stream: string }) => e.stream === a || e.stream === b;
      const log = (await readAllFrom(store, start, 2)).filter(mine);
      expect(log.map((e) => (e.data as { name: string }).name)).toEqual(['a0', 'a1', 'b0', 'a2', 'b1']);
      for (let i = 1; i < log.length; i++) expect(comparePositions(log[i - 1]!.logPosition, log[i]!.logPosition)).toBe(-1);

      const rest = (await store.readAll(log[2]!.logPosition, 10)).filter(mine);
      expect(rest.map((e) => (e.data as { name: string }).name)).toEqual(['a2', 'b1']);
      expect((await store.readAll(log[2]!.logPosition, 1)).length).toBe(1);
    });

    it('reports the head position as the last appended event', async () => {
      const result = await store.append(stream('head'), [studioAdded(), studioAdded()], options('no_stream'));
      await untilReadable(store, result.position);
      expect(await store.headPosition()).toEqual(result.position);
      expect((await store.readAll(result.position, 10)).filter(ours)).toEqual([]);
    });

    it('wakes waitForEvents up after an append', async () => {
      const before = await store.append(stream('wake-before'), [studioAdded()], options('no_stream'));
      await untilReadable(store, before.position);
      // The wait outlasts the test timeout: it passes only if the append wakes it.
      const woken = store.waitForEvents(before.position, 600_000);
      const appended = store.append(stream('wake'), [studioAdded()], options('no_stream'));
      await Promise.all([woken, appended]);
      // Woken means readable: the only event after `before` is readable now.
      expect((await store.readAll(before.position, 10)).map((e) => e.stream)).toEqual([stream('wake')]);
      // Events already after the position: no waiting at all.
      await store.waitForEvents(before.position, 600_000);
    });

    it('ends waitForEvents when its signal aborts', async () => {
      const controller = new AbortController();
      const waiting = store.waitForEvents(await store.headPosition(), 600_000, controller.signal);
      controller.abort();
      await waiting;
    });
  });

  concurrencyContract(harness);
}
