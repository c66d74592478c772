import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrencyContract } from './contract/concurrency.ts';
import type { EventStoreHarness } from './contract/harness.ts';
import { nameOf, options, readAllFrom, streamNamer, studioAdded, tagCreated, untilReadable } from './contract/fixtures.ts';
import type { DomainEvent } from '@tsuzuki/events';
import { appendManyContract } from './contract/appendMany.ts';
import { WrongExpectedVersionError, comparePositions, type EventStore } from './port.ts';

export type { EventStoreHarness, NaiveReader, OpenOptions } from './contract/harness.ts';

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

    it('reads only the events after a known version, and several streams at once', async () => {
      const s = stream('after');
      await store.append(s, [studioAdded('A'), studioAdded('B'), studioAdded('C')], options('no_stream'));
      const tail = await store.readStream(s, 0n);
      expect(tail.version).toBe(2n);
      expect(tail.events.map((e) => e.streamPosition)).toEqual([1n, 2n]);
      expect(await store.readStream(s, 2n)).toEqual({ version: 2n, events: [] });

      const other = stream('after-other');
      await store.append(other, [studioAdded('D')], options('no_stream'));
      const both = await store.readStreams([s, other, stream('after-missing')]);
      expect([...both.keys()].sort()).toEqual([s, other, stream('after-missing')].sort());
      expect(both.get(s)!.events.map((e) => e.streamPosition)).toEqual([0n, 1n, 2n]);
      expect(both.get(s)!.version).toBe(2n);
      expect(both.get(other)!.version).toBe(0n);
      expect(both.get(stream('after-missing'))).toEqual({ version: -1n, events: [] });

      // Tails after known versions, in the same call as whole streams.
      const tails = await store.readStreams(
        [s, other, stream('after-missing')],
        new Map([
          [s, 1n],
          [other, 0n],
        ]),
      );
      expect(tails.get(s)).toEqual({ version: 2n, events: [both.get(s)!.events[2]] });
      expect(tails.get(other)).toEqual({ version: 0n, events: [] });
      expect(tails.get(stream('after-missing'))).toEqual({ version: -1n, events: [] });
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
      expect(await store.findCommand(s, `retry-${s}`)).toEqual({ ...first, duplicate: true });
      expect(await store.findCommand(s, `never-${s}`)).toBeNull();
    });

    it('appends once when appends with the same command id race, more of them than the pool has connections', async () => {
      const s = stream('race');
      const results = await Promise.all(
        Array.from({ length: 16 }, () => store.append(s, [studioAdded(), studioAdded()], options('no_stream', `race-${s}`))),
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

      // Only these two streams: the head read at the start can lag behind earlier tests' events.
      const mine = (e: { stream: string }) => e.stream === a || e.stream === b;
      const log = (await readAllFrom(store, start, 2)).filter(mine);
      expect(log.map(nameOf)).toEqual(['a0', 'a1', 'b0', 'a2', 'b1']);
      for (let i = 1; i < log.length; i++) expect(comparePositions(log[i - 1]!.logPosition, log[i]!.logPosition)).toBe(-1);

      const rest = (await store.readAll(log[2]!.logPosition, 10)).events.filter(mine);
      expect(rest.map(nameOf)).toEqual(['a2', 'b1']);
      const one = await store.readAll(log[2]!.logPosition, 1);
      expect(one.events).toHaveLength(1);
      expect(one.more).toBe(true);
      expect(one.position).toEqual(one.events[0]!.logPosition);
    });

    it('filters by type in the store and moves the position past the events it skipped', async () => {
      const start = await store.headPosition();
      const s = stream('typed');
      await store.append(s, [studioAdded('x0'), tagCreated('Found Family'), studioAdded('x1')], options('no_stream'));
      const last = await store.append(s, [studioAdded('x2')], options(2n));
      await untilReadable(store, last.position);

      const tags = (await readAllFrom(store, start, 100, { types: ['MediaTagCreated'] })).filter(ours);
      expect(tags.map((e) => [e.type, nameOf(e)])).toEqual([['MediaTagCreated', 'Found Family']]);
      // A short page has scanned everything readable: its position is at or past the last event of any type.
      const page = await store.readAll(start, 1000, { types: ['MediaTagCreated'] });
      expect(page.more).toBe(false);
      expect(comparePositions(page.position, last.position)).toBeGreaterThanOrEqual(0);
      expect((await store.readAll(page.position, 1000)).events.filter(ours)).toEqual([]);
      expect((await store.readAll(start, 1000, { types: [] })).events).toEqual([]);
    });

    it('reports the head position as the last appended event', async () => {
      const result = await store.append(stream('head'), [studioAdded(), studioAdded()], options('no_stream'));
      await untilReadable(store, result.position);
      expect(await store.headPosition()).toEqual(result.position);
      expect((await store.readAll(result.position, 10)).events.filter(ours)).toEqual([]);
      expect(await store.heldBack(result.position)).toBe(false);
    });

    it('wakes waitForEvents up after an append', async () => {
      const before = await store.append(stream('wake-before'), [studioAdded()], options('no_stream'));
      await untilReadable(store, before.position);
      // The wait has no limit: it ends only if the append wakes it.
      const woken = store.waitForEvents(before.position, Infinity);
      const appended = store.append(stream('wake'), [studioAdded()], options('no_stream'));
      await Promise.all([woken, appended]);
      // Woken means readable: the only event after `before` is readable now.
      expect((await store.readAll(before.position, 10)).events.map((e) => e.stream)).toEqual([stream('wake')]);
      // Events already after the position: no waiting at all.
      await store.waitForEvents(before.position, Infinity);
    });

    it('ends waitForEvents when its signal aborts', async () => {
      const controller = new AbortController();
      const waiting = store.waitForEvents(await store.headPosition(), Infinity, controller.signal);
      controller.abort();
      await waiting;
    });

    it('does not wait for a long transaction that appends nothing', async (ctx) => {
      if (!harness.holdUnrelatedTransaction) return ctx.skip();
      const release = await harness.holdUnrelatedTransaction();
      try {
        const appended = await store.append(stream('beside-long'), [studioAdded()], options('no_stream'));
        // Ends only if the append is readable while the other transaction is still open.
        await untilReadable(store, appended.position);
        expect((await store.readAll(appended.position, 10)).events.filter(ours)).toEqual([]);
      } finally {
        await release();
      }
    });
  });

  appendManyContract(() => store, stream);
  concurrencyContract(harness);
}
