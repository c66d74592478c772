import type { EventStore, StreamRead } from '@tsuzuki/event-store';

type Reader = Pick<EventStore, 'readStream' | 'readStreams'>;

interface Wanted {
  stream: string;
  after: bigint;
  resolve: (read: StreamRead) => void;
  reject: (err: unknown) => void;
}

/**
 * A reader whose stream reads, asked for by many decisions in the same turn of the event loop, go to the store as
 * one `readStreams`: a batch's decisions read their context (a member's settings, a few hundred media) in one
 * round trip per step of their context functions instead of one each. A stream asked for from several versions is
 * read once, from the lowest.
 */
export function gatheredReads(store: Pick<EventStore, 'readStreams'>): Reader {
  let pending: Wanted[] = [];

  const flush = async () => {
    const wanted = pending;
    pending = [];
    const from = new Map<string, bigint>();
    for (const w of wanted) {
      const earlier = from.get(w.stream);
      if (earlier === undefined || w.after < earlier) from.set(w.stream, w.after);
    }
    try {
      const reads = await store.readStreams([...from.keys()], from);
      for (const w of wanted) {
        const read = reads.get(w.stream)!;
        const events = from.get(w.stream) === w.after ? read.events : read.events.filter((e) => e.streamPosition > w.after);
        w.resolve({ version: read.version > w.after ? read.version : w.after, events });
      }
    } catch (err) {
      for (const w of wanted) w.reject(err);
    }
  };

  const read = (stream: string, after: bigint) =>
    new Promise<StreamRead>((resolve, reject) => {
      // Every decision waiting on a promise has asked by the time the event loop turns: then read them all.
      if (pending.length === 0) setImmediate(() => void flush());
      pending.push({ stream, after, resolve, reject });
    });

  return {
    readStream: (stream, afterVersion = -1n) => read(stream, afterVersion),
    async readStreams(streams, after) {
      const names = [...new Set(streams)];
      const reads = await Promise.all(names.map((s) => read(s, after?.get(s) ?? -1n)));
      return new Map(names.map((s, i) => [s, reads[i]!]));
    },
  };
}
