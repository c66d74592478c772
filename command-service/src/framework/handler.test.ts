import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, StreamRead } from '@tsuzuki/event-store';
import { MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from '@tsuzuki/events/validationMessages';
import { mediaAdded, studioAdded, tagCreated } from '../catalogue/testData.ts';
import { CONCURRENT_CHANGE } from '../errors.ts';
import { SYSTEM, createTestEnv, postCommand, type TestEnv } from '../testing/env.ts';

/**
 * The real store, except that right after each of the first `times` reads of a stream another writer
 * appends to it: the command's append then meets a genuine version conflict.
 */
function withConcurrentWriter(store: EventStore, times: number): EventStore & { reads: number } {
  let left = times;
  const wrapper = {
    kind: store.kind,
    reads: 0,
    append: store.append.bind(store),
    appendMany: store.appendMany.bind(store),
    appendAll: store.appendAll.bind(store),
    readAll: store.readAll.bind(store),
    readStreams: store.readStreams.bind(store),
    findCommand: store.findCommand.bind(store),
    heldBack: store.heldBack.bind(store),
    headPosition: store.headPosition.bind(store),
    waitForEvents: store.waitForEvents.bind(store),
    close: async () => undefined,
    async readStream(stream: string, afterVersion?: bigint): Promise<StreamRead> {
      wrapper.reads++;
      const read = await store.readStream(stream, afterVersion);
      if (left-- > 0) {
        const mediaId = Number(stream.split('-')[1]);
        await store.append(stream, [{ type: 'MediaUpdated', data: { mediaId, changes: { episodes: 100 + wrapper.reads } } }], {
          expectedVersion: read.version,
          metadata: { commandId: randomUUID(), actorId: null, occurredAt: new Date().toISOString() },
        });
      }
      return read;
    },
  };
  return wrapper;
}

describe('command handling', () => {
  let env: TestEnv;

  beforeAll(async () => {
    env = await createTestEnv('command_handler');
  });
  afterAll(async () => {
    await env?.close();
  });

  const addMedia = async (mediaId: number) => env.bus.execute('AddMedia', mediaAdded(mediaId), { actor: SYSTEM });

  it('retries once on a version conflict, deciding again on the new state', async () => {
    await addMedia(21);
    const store = withConcurrentWriter(env.store, 1);
    const res = await postCommand(await env.serve(store), 'UpdateMedia', { payload: { mediaId: 21, changes: { duration: 30 } } });
    expect(res.status).toBe(200);
    expect(store.reads).toBe(2);
    expect(res.body).toMatchObject({ stream: 'media-21', streamVersion: '2', duplicate: false });
    const { events } = await env.store.readStream('media-21');
    expect(events.map((e) => e.type)).toEqual(['MediaAdded', 'MediaUpdated', 'MediaUpdated']);
    expect(events[2]!.data).toEqual({ mediaId: 21, changes: { duration: 30 }, before: { duration: 24 }, reason: null, submissionId: null });
  });

  it('Deep input is refused fast: a payload nested 20,000 deep is a 400 naming where, and nothing is written', async () => {
    await addMedia(23);
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const res = await postCommand(await env.serve(), 'UpdateMedia', `{"payload":{"mediaId":23,"changes":{"synonyms":${deep}}}}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION',
      validation: { [['changes', 'synonyms', ...Array<string>(MAX_INPUT_DEPTH - 2).fill('0')].join('.')]: [TOO_DEEP_MESSAGE] },
    });
    expect((await env.store.readStream('media-23')).events).toHaveLength(1);
  });

  it('gives up after the retry with 409 when the stream moved again', async () => {
    await addMedia(22);
    const store = withConcurrentWriter(env.store, 5);
    const res = await postCommand(await env.serve(store), 'UpdateMedia', { payload: { mediaId: 22, changes: { duration: 30 } } });
    expect(res.body).toEqual({ status: 409, code: 'CONFLICT', message: CONCURRENT_CHANGE });
    expect(store.reads).toBe(2);
    const { events } = await env.store.readStream('media-22');
    expect(events.map((e) => ('changes' in e.data ? e.data.changes : null))).toEqual([null, { episodes: 101 }, { episodes: 102 }]);
  });

  it('appends once when the same command id arrives twice at the same time, with the same allocated id', async () => {
    const { studioId: _id, ...payload } = studioAdded(1, 'Kyoto Animation');
    const results = await Promise.all([0, 1, 2].map(() => env.bus.execute('AddStudio', payload, { actor: SYSTEM, commandId: 'kyoani' })));
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(new Set(results.map((r) => JSON.stringify({ ...r, duplicate: null })))).toHaveProperty('size', 1);
    expect((await env.store.readStream(results[0]!.stream)).version).toBe(0n);
  });

  it('allocates distinct ids to concurrent commands', async () => {
    const { studioId: _id, ...payload } = studioAdded(1, 'Sunrise');
    const results = await Promise.all(Array.from({ length: 6 }, () => env.bus.execute('AddStudio', payload, { actor: SYSTEM })));
    expect(new Set(results.map((r) => r.ids.studioId)).size).toBe(6);
  });

  it('keeps tag names unique across tags, and frees a name when its command fails', async () => {
    const created = await env.bus.execute('CreateMediaTag', tagCreated(1, 'Time Skip'), { actor: SYSTEM });
    expect(created.ids).toEqual({ tagId: 1 });
    await expect(env.bus.execute('CreateMediaTag', tagCreated(2, ' time skip'), { actor: SYSTEM })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Tag already exists.',
    });
    // Tag 1 exists: this fails, and must not keep "Iyashikei" from another tag.
    await expect(env.bus.execute('CreateMediaTag', tagCreated(1, 'Iyashikei'), { actor: SYSTEM })).rejects.toMatchObject({
      message: 'Tag already exists.',
    });
    expect((await env.bus.execute('CreateMediaTag', tagCreated(3, 'Iyashikei'), { actor: SYSTEM })).ids).toEqual({ tagId: 3 });
    // The same command again is a duplicate, not a name clash with itself.
    const retried = await env.bus.execute('CreateMediaTag', tagCreated(4, 'Isekai'), { actor: SYSTEM, commandId: 'isekai' });
    const again = await env.bus.execute('CreateMediaTag', tagCreated(4, 'Isekai'), { actor: SYSTEM, commandId: 'isekai' });
    expect(again).toEqual({ ...retried, duplicate: true });
  });
});
