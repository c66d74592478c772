import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@tsuzuki/events';
import { WrongExpectedVersionError, comparePositions, type AppendOutcome, type AppendResult, type EventStore } from '../port.ts';
import { nameOf, options, studioAdded } from './fixtures.ts';

function written(outcome: AppendOutcome | undefined): AppendResult {
  if (!outcome || outcome instanceof WrongExpectedVersionError) throw new Error(`expected a result, got ${String(outcome)}`);
  return outcome;
}

/** appendMany answers each append as append would, in order; the streams it cannot write stay as they were. */
export function appendManyContract(store: () => EventStore, stream: (label: string) => string): void {
  describe('appendMany', () => {
    it("appends to several streams, answering each as append would, in log order, with each append's metadata", async () => {
      const [a, b, c] = [stream('many-a'), stream('many-b'), stream('many-c')];
      await store().append(b, [studioAdded('b0')], options('no_stream'));
      await store().append(c, [studioAdded('c0')], options('no_stream'));
      const outcomes = await store().appendMany([
        { stream: a, events: [studioAdded('a0'), studioAdded('a1')], options: options('no_stream', `many-a-${a}`) },
        {
          stream: b,
          events: [studioAdded('b1')],
          options: {
            expectedVersion: 0n,
            metadata: { commandId: `many-b-${b}`, actorId: 7, occurredAt: '2023-01-02T03:04:05.000Z', correlationId: 'req-1' },
          },
        },
        { stream: c, events: [studioAdded('c1')], options: options('stream_exists') },
      ]);
      const [ra, rb, rc] = outcomes.map(written);
      expect(ra!).toMatchObject({ nextExpectedVersion: 1n, duplicate: false });
      expect(rb!).toMatchObject({ nextExpectedVersion: 1n, duplicate: false });
      expect(rc!).toMatchObject({ nextExpectedVersion: 1n, duplicate: false });
      expect(comparePositions(ra!.position, rb!.position)).toBe(-1);
      expect(comparePositions(rb!.position, rc!.position)).toBe(-1);

      const reads = await store().readStreams([a, b, c]);
      expect(reads.get(a)!.events.map((e) => [e.streamPosition, nameOf(e)])).toEqual([
        [0n, 'a0'],
        [1n, 'a1'],
      ]);
      expect(reads.get(a)!.events[1]!.logPosition).toEqual(ra!.position);
      expect(reads.get(b)!.events[1]!.metadata).toEqual({
        commandId: `many-b-${b}`,
        actorId: 7,
        occurredAt: '2023-01-02T03:04:05.000Z',
        correlationId: 'req-1',
      });
      expect(reads.get(b)!.events[1]!.logPosition).toEqual(rb!.position);
      expect(reads.get(c)!.version).toBe(1n);
      // Its command ids are in the log like any append's.
      expect(await store().findCommand(a, `many-a-${a}`)).toEqual({ ...ra!, duplicate: true });
      expect(await store().appendMany([])).toEqual([]);
    });

    it('answers a command id already in the log with its earlier result and still writes the others', async () => {
      const [a, b] = [stream('dup-a'), stream('dup-b')];
      const first = await store().append(a, [studioAdded(), studioAdded()], options('no_stream', `dup-${a}`));
      const outcomes = await store().appendMany([
        { stream: b, events: [studioAdded('b0')], options: options('no_stream') },
        { stream: a, events: [studioAdded(), studioAdded()], options: options('no_stream', `dup-${a}`) },
      ]);
      expect(outcomes[1]).toEqual({ ...first, duplicate: true });
      expect(written(outcomes[0])).toMatchObject({ nextExpectedVersion: 0n, duplicate: false });
      expect((await store().readStream(a)).version).toBe(1n);
      expect((await store().readStream(b)).version).toBe(0n);
    });

    it('answers a moved stream with the conflict append would throw, writes nothing there, and writes the others', async () => {
      const [a, b, c] = [stream('conflict-a'), stream('conflict-b'), stream('conflict-c')];
      await store().append(b, [studioAdded(), studioAdded()], options('no_stream'));
      const outcomes = await store().appendMany([
        { stream: a, events: [studioAdded('a0')], options: options('no_stream') },
        { stream: b, events: [studioAdded('late')], options: options(0n) },
        { stream: c, events: [studioAdded('c0')], options: options('stream_exists') },
      ]);
      expect(written(outcomes[0])).toMatchObject({ nextExpectedVersion: 0n });
      expect(outcomes[1]).toBeInstanceOf(WrongExpectedVersionError);
      expect(outcomes[1]).toMatchObject({ stream: b, expected: 0n, actual: 1n });
      expect(outcomes[2]).toBeInstanceOf(WrongExpectedVersionError);
      expect(outcomes[2]).toMatchObject({ stream: c, expected: 'stream_exists', actual: null });
      expect((await store().readStream(a)).version).toBe(0n);
      expect((await store().readStream(b)).events.map(nameOf)).not.toContain('late');
      expect((await store().readStream(c)).version).toBe(-1n);
    });

    it('refuses invalid events, an empty append and a stream named twice before writing anything', async () => {
      const [a, b] = [stream('bad-a'), stream('bad-b')];
      const head = await store().headPosition();
      const invalid = { type: 'StudioAdded', data: { studioId: -1 } } as unknown as DomainEvent;
      await expect(
        store().appendMany([
          { stream: a, events: [studioAdded()], options: options('no_stream') },
          { stream: b, events: [invalid], options: options('no_stream') },
        ]),
      ).rejects.toThrow();
      await expect(
        store().appendMany([
          { stream: a, events: [studioAdded()], options: options('no_stream') },
          { stream: b, events: [], options: options('no_stream') },
        ]),
      ).rejects.toThrow();
      await expect(
        store().appendMany([
          { stream: a, events: [studioAdded()], options: options('no_stream') },
          { stream: a, events: [studioAdded()], options: options('any') },
        ]),
      ).rejects.toThrow();
      expect((await store().readStreams([a, b])).get(a)).toEqual({ version: -1n, events: [] });
      expect(await store().headPosition()).toEqual(head);
    });

    it('writes a large batch, and a second run of the same command ids appends nothing', async () => {
      const appends = Array.from({ length: 120 }, (_, i) => ({
        stream: stream(`large-${i}`),
        events: [studioAdded(`n${i}`)],
        options: options('no_stream', `large-${i}-${randomUUID()}`),
      }));
      const first = (await store().appendMany(appends)).map(written);
      expect(first.every((r) => !r.duplicate && r.nextExpectedVersion === 0n)).toBe(true);
      const again = await store().appendMany(appends);
      expect(again).toEqual(first.map((r) => ({ ...r, duplicate: true })));
      const reads = await store().readStreams(appends.map((a) => a.stream));
      expect([...reads.values()].every((r) => r.version === 0n)).toBe(true);
    });
  });

  describe('appendAll', () => {
    it('writes every append, and a retry of the same command ids answers the earlier results', async () => {
      const [a, b] = [stream('all-a'), stream('all-b')];
      await store().append(b, [studioAdded('b0')], options('no_stream'));
      const appends = [
        { stream: a, events: [studioAdded('a0')], options: options('no_stream', `all-a-${a}`) },
        { stream: b, events: [studioAdded('b1')], options: options(0n, `all-b-${b}`) },
      ];
      const first = await store().appendAll(appends);
      expect(first.map((r) => [r.nextExpectedVersion, r.duplicate])).toEqual([
        [0n, false],
        [1n, false],
      ]);
      expect(await store().appendAll(appends)).toEqual(first.map((r) => ({ ...r, duplicate: true })));
      expect((await store().readStream(b)).version).toBe(1n);
    });

    it('throws the conflict of a stream that moved and writes nothing', async () => {
      const [a, b] = [stream('allc-a'), stream('allc-b')];
      await store().append(a, [studioAdded(), studioAdded()], options('no_stream'));
      const head = await store().headPosition();
      await expect(
        store().appendAll([
          { stream: a, events: [studioAdded('late')], options: options(0n) },
          { stream: b, events: [studioAdded('b0')], options: options('no_stream') },
        ]),
      ).rejects.toMatchObject({ stream: a, expected: 0n, actual: 1n });
      expect((await store().readStream(b)).version).toBe(-1n);
      expect(await store().headPosition()).toEqual(head);
    });
  });
}
