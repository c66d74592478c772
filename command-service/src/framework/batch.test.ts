import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '@tsuzuki/events';
import type { EventStore } from '@tsuzuki/event-store';
import { signUpUser } from '../accounts/user/index.ts';
import { type BatchCommand, CommandBus, type CommandResult } from '../bus.ts';
import { characterAdded, mediaAdded, studioAdded, tagCreated } from '../catalogue/testData.ts';
import { CONCURRENT_CHANGE } from '../errors.ts';
import { SYSTEM, createTestEnv, type TestEnv } from '../testing/env.ts';

const member = (id: number): Actor => ({ kind: 'user', id, moderatorRoles: [], donatorTier: 0 });
const at = (day: number) => ({ occurredAt: new Date(Date.UTC(2024, 3, day)) });
const entry = (mediaId: number, status: 'COMPLETED' | 'PLANNING', progress: number) => ({
  mediaId,
  status,
  scoreRaw: 70,
  progress,
  progressVolumes: 0,
  repeat: 0,
  priority: 0,
  notes: '',
  startedAt: { year: null, month: null, day: null },
  completedAt: { year: null, month: null, day: null },
});
const { tagId: _tagId, ...freshTag } = tagCreated(1, 'Found Family');
const { studioId: _studioId, ...freshStudio } = studioAdded(1, 'Trigger');

/**
 * Waves of commands as an importer sends them: a wave reads only what earlier waves wrote. Within a wave, streams
 * may repeat (applied in order), and every kind of id is there: explicit, fresh, pools, reservations.
 */
const WAVES: BatchCommand[][] = [
  [
    { command: 'AddMedia', payload: { ...mediaAdded(401), episodes: 12 }, options: { actor: SYSTEM, commandId: 'media-401', ...at(1) } },
    { command: 'AddMedia', payload: mediaAdded(402), options: { actor: SYSTEM, commandId: 'media-402', ...at(1) } },
    { command: 'AddCharacter', payload: characterAdded(901), options: { actor: SYSTEM, commandId: 'character-901', ...at(1) } },
    { command: 'AddStudio', payload: studioAdded(77), options: { actor: SYSTEM, commandId: 'studio-77', ...at(1) } },
    { command: 'AddStudio', payload: freshStudio, options: { actor: SYSTEM, commandId: 'studio-fresh', ...at(1) } },
    { command: 'CreateMediaTag', payload: freshTag, options: { actor: SYSTEM, commandId: 'tag-fresh', ...at(1) } },
    { command: signUpUser, payload: { userId: 41, name: 'Mio' }, options: { actor: SYSTEM, commandId: 'signup-41', ...at(1) } },
    { command: signUpUser, payload: { userId: 42, name: 'Ren' }, options: { actor: SYSTEM, commandId: 'signup-42', ...at(1) } },
  ],
  [
    {
      command: 'UpdateUser',
      payload: { scoreFormat: 'POINT_100', animeList: { customLists: ['Comfort'] } },
      options: { actor: member(41), commandId: 'settings-41', ...at(2) },
    },
    { command: 'ToggleFollow', payload: { otherId: 42 }, options: { actor: member(41), commandId: 'follow-41-42', ...at(2) } },
    { command: 'ToggleFollow', payload: { otherId: 41 }, options: { actor: member(42), commandId: 'follow-42-41', ...at(2) } },
    { command: 'SaveTextActivity', payload: { text: 'Hello @Ren' }, options: { actor: member(41), commandId: 'status-41', ...at(2) } },
    {
      command: 'UpdateMedia',
      payload: { mediaId: 402, changes: { episodes: 24 } },
      options: { actor: SYSTEM, commandId: 'media-402-episodes', ...at(2) },
    },
  ],
  [
    {
      command: 'ImportMediaList',
      payload: { source: 'MYANIMELIST', fileHash: 'a'.repeat(64), entries: [entry(401, 'COMPLETED', 12), entry(402, 'PLANNING', 0)] },
      options: { actor: member(41), commandId: 'import-41', ...at(3) },
    },
    {
      command: 'SaveMediaListEntry',
      payload: { mediaId: 402, status: 'CURRENT', progress: 3 },
      options: { actor: member(41), commandId: 'save-41-402', ...at(3) },
    },
    {
      command: 'SaveMediaListEntry',
      payload: { mediaId: 401, status: 'CURRENT', progress: 1 },
      options: { actor: member(42), commandId: 'save-42-401', ...at(3) },
    },
    { command: 'ToggleFavourite', payload: { animeId: 401 }, options: { actor: member(41), commandId: 'favourite-41-401', ...at(3) } },
    { command: 'ToggleFavourite', payload: { characterId: 901 }, options: { actor: member(41), commandId: 'favourite-41-901', ...at(3) } },
  ],
];

async function executeOneByOne(bus: CommandBus, items: readonly BatchCommand[]): Promise<PromiseSettledResult<CommandResult>[]> {
  const results: PromiseSettledResult<CommandResult>[] = [];
  for (const { command, payload, options } of items) {
    const running = typeof command === 'string' ? bus.execute(command, payload, options) : bus.run(command, payload, options);
    results.push(
      await running.then(
        (value) => ({ status: 'fulfilled', value }),
        (reason: unknown) => ({ status: 'rejected', reason }),
      ),
    );
  }
  return results;
}

/** What a result says apart from where in the log it landed (two databases number their transactions apart). */
const placeless = (s: PromiseSettledResult<CommandResult>) =>
  s.status === 'fulfilled' ? { ...s.value, position: 'somewhere' } : { rejected: (s.reason as Error).message };

async function storedEvents(env: TestEnv) {
  const { rows } = await env.pool.query(
    'SELECT stream_id, stream_position, type, schema_version, data, metadata, command_id FROM event_store.events ORDER BY stream_id, stream_position',
  );
  return rows;
}

const valueOf = (s: PromiseSettledResult<CommandResult> | undefined): CommandResult => {
  if (s?.status !== 'fulfilled')
    throw new Error(
      `expected a result, got ${String((s as PromiseSettledResult<unknown>)?.status)}: ${String((s as PromiseRejectedResult)?.reason)}`,
    );
  return s.value;
};

describe('CommandBus.executeMany', () => {
  let single: TestEnv;
  let batched: TestEnv;

  beforeAll(async () => {
    [single, batched] = await Promise.all([createTestEnv('batch_single'), createTestEnv('batch_many')]);
  });
  afterAll(async () => {
    await Promise.all([single?.close(), batched?.close()]);
  });

  it('answers and writes exactly what execute does, one command after another', async () => {
    const one: PromiseSettledResult<CommandResult>[] = [];
    const many: PromiseSettledResult<CommandResult>[] = [];
    for (const wave of WAVES) {
      one.push(...(await executeOneByOne(single.bus, wave)));
      many.push(...(await batched.bus.executeMany(wave)));
    }
    expect(many.map(placeless)).toEqual(one.map(placeless));
    expect(many.every((s) => s.status === 'fulfilled')).toBe(true);
    expect(await storedEvents(batched)).toEqual(await storedEvents(single));
    // The ids a command was given are kept under its command id, as on the single path.
    const allocated = 'SELECT command_id, kind, id, count FROM command_service.allocated_ids ORDER BY command_id, kind';
    expect((await batched.pool.query(allocated)).rows).toEqual((await single.pool.query(allocated)).rows);
    const counters = 'SELECT kind, last_id FROM command_service.id_counters ORDER BY kind';
    expect((await batched.pool.query(counters)).rows).toEqual((await single.pool.query(counters)).rows);
  });

  it('answers a batch sent again with the first answers and appends nothing, whatever the commands decide now', async () => {
    const first = await storedEvents(batched);
    // The same waves ran in the test before: toggles would now toggle back, a retry must not.
    const again = (await Promise.all(WAVES.map((wave) => batched.bus.executeMany(wave)))).flat();
    const before = (await Promise.all(WAVES.map((wave) => executeOneByOne(batched.bus, wave)))).flat();
    expect(again.map((s) => valueOf(s).duplicate)).toEqual(again.map(() => true));
    expect(again).toEqual(before);
    expect(await storedEvents(batched)).toEqual(first);
  });

  it('refuses a command alone: the rest of its batch is written', async () => {
    const outcomes = await batched.bus.executeMany([
      { command: 'AddStudio', payload: studioAdded(600, 'Shaft'), options: { actor: SYSTEM } },
      { command: 'AddStudio', payload: { studioId: 601 }, options: { actor: SYSTEM } },
      { command: 'AddMedia', payload: mediaAdded(602), options: { actor: member(41) } },
      { command: 'UpdateMedia', payload: { mediaId: 9999, changes: { episodes: 2 } }, options: { actor: SYSTEM } },
      { command: 'CreateMediaTag', payload: { ...freshTag, name: 'found family' }, options: { actor: SYSTEM } },
      { command: 'NoSuchCommand', payload: {}, options: { actor: SYSTEM } },
      { command: 'CreateMediaTag', payload: { ...freshTag, name: 'Iyashikei' }, options: { actor: SYSTEM } },
      { command: 'CreateMediaTag', payload: { ...freshTag, name: 'IYASHIKEI' }, options: { actor: SYSTEM } },
      { command: 'AddStudio', payload: studioAdded(603, 'Bones'), options: { actor: SYSTEM } },
    ]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? 'ok' : (o.reason as { code?: string }).code))).toEqual([
      'ok',
      'VALIDATION',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'NOT_FOUND',
      'ok',
      'CONFLICT',
      'ok',
    ]);
    expect((outcomes[4] as PromiseRejectedResult).reason).toMatchObject({ message: 'Tag already exists.' });
    const written = await batched.store.readStreams(['studio-600', 'studio-601', 'media-602', 'media-9999', 'studio-603']);
    expect([...written.values()].map((r) => r.version)).toEqual([0n, -1n, -1n, -1n, 0n]);
    const { rows } = await batched.pool.query(`SELECT key, stream FROM command_service.reservations WHERE scope = 'tag-name' ORDER BY key`);
    expect(rows).toEqual([
      { key: 'found family', stream: expect.stringMatching(/^tag-\d+$/) },
      { key: 'iyashikei', stream: `tag-${valueOf(outcomes[6]).ids.tagId}` },
    ]);
  });

  it('gives a name back when its command is refused in the batch', async () => {
    // Tag 1 exists: the command is refused by its decider, after its name was claimed.
    const outcomes = await batched.bus.executeMany([
      {
        command: 'CreateMediaTag',
        payload: tagCreated(valueOf((await executeOneByOne(batched.bus, [WAVES[0]![5]!]))[0]).ids.tagId!, 'Time Skip'),
        options: { actor: SYSTEM },
      },
    ]);
    expect(outcomes[0]).toMatchObject({ status: 'rejected', reason: { message: 'Tag already exists.' } });
    expect((await batched.bus.execute('CreateMediaTag', { ...freshTag, name: 'Time Skip' }, { actor: SYSTEM })).duplicate).toBe(false);
  });

  it('applies commands that name the same stream in batch order, and raises the id counters past explicit ids', async () => {
    const outcomes = await batched.bus.executeMany([
      { command: 'AddMedia', payload: mediaAdded(700), options: { actor: SYSTEM } },
      { command: 'UpdateMedia', payload: { mediaId: 700, changes: { episodes: 30 } }, options: { actor: SYSTEM } },
      { command: 'UpdateMedia', payload: { mediaId: 700, changes: { duration: 12 } }, options: { actor: SYSTEM } },
      { command: 'AddStudio', payload: studioAdded(800, 'Science SARU'), options: { actor: SYSTEM } },
      { command: 'AddStudio', payload: studioAdded(790, 'Orange'), options: { actor: SYSTEM } },
    ]);
    expect(outcomes.map((o) => valueOf(o).streamVersion)).toEqual(['0', '1', '2', '0', '0']);
    expect((await batched.store.readStream('media-700')).events.map((e) => e.type)).toEqual(['MediaAdded', 'MediaUpdated', 'MediaUpdated']);
    expect((await batched.bus.execute('AddStudio', freshStudio, { actor: SYSTEM })).ids).toEqual({ studioId: 801 });
  });

  it('draws a fresh id above an explicit id of the same kind in its batch, whatever the order of the two', async () => {
    const { rows } = await batched.pool.query<{ last_id: string }>(`SELECT last_id FROM command_service.id_counters WHERE kind = 'studio'`);
    const next = Number(rows[0]!.last_id) + 1;
    const outcomes = await batched.bus.executeMany([
      { command: 'AddStudio', payload: freshStudio, options: { actor: SYSTEM } },
      { command: 'AddStudio', payload: studioAdded(next, 'Madhouse'), options: { actor: SYSTEM } },
    ]);
    expect(outcomes.map((o) => valueOf(o).ids)).toEqual([{ studioId: next + 1 }, { studioId: next }]);
  });

  it('claims a key named twice in a batch in turn: a refused first claim leaves it to the next', async () => {
    const existing = valueOf(
      (
        await batched.bus.executeMany([{ command: 'CreateMediaTag', payload: { ...freshTag, name: 'Space' }, options: { actor: SYSTEM } }])
      )[0],
    );
    const outcomes = await batched.bus.executeMany([
      // Tag `existing` is there already: refused by its decider after claiming 'mecha', which it gives back.
      { command: 'CreateMediaTag', payload: tagCreated(existing.ids.tagId!, 'Mecha'), options: { actor: SYSTEM } },
      { command: 'CreateMediaTag', payload: { ...freshTag, name: 'MECHA' }, options: { actor: SYSTEM } },
      { command: 'CreateMediaTag', payload: { ...freshTag, name: 'mecha' }, options: { actor: SYSTEM } },
    ]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? 'ok' : (o.reason as Error).message))).toEqual([
      'Tag already exists.',
      'ok',
      'Tag already exists.',
    ]);
    const { rows } = await batched.pool.query(`SELECT stream FROM command_service.reservations WHERE scope = 'tag-name' AND key = 'mecha'`);
    expect(rows).toEqual([{ stream: `tag-${valueOf(outcomes[1]).ids.tagId}` }]);
  });

  it("runs a moderator's command at its place in the batch, on the single path", async () => {
    const moderator: Actor = { kind: 'user', id: 42, moderatorRoles: ['COMMUNITY'], donatorTier: 0 };
    const status = (env: TestEnv) =>
      env.bus.execute('SaveTextActivity', { text: 'Replies, please' }, { actor: member(41), commandId: 'status-41-replies', ...at(4) });
    const [one, other] = await Promise.all([status(single), status(batched)]);
    expect(other.ids).toEqual(one.ids);
    const replies: BatchCommand[] = [member(42), moderator, member(41), moderator].map((actor, i) => ({
      command: 'SaveActivityReply',
      payload: { activityId: one.ids.activityId, text: `Reply ${i}` },
      options: { actor, commandId: `reply-${i}`, ...at(4) },
    }));
    const many = await batched.bus.executeMany(replies);
    expect(many.map(placeless)).toEqual((await executeOneByOne(single.bus, replies)).map(placeless));
    const stream = `activity-${one.ids.activityId}`;
    const read = async (env: TestEnv) => (await env.store.readStream(stream)).events.map((e) => [e.type, e.data]);
    expect(await read(batched)).toEqual(await read(single));
  });

  it('decides a command again on its own when its stream moved after the batch read it, and gives up after that once more', async () => {
    await batched.bus.executeMany(
      [700, 701, 702].map((id) => ({ command: 'AddMedia', payload: mediaAdded(id + 10), options: { actor: SYSTEM } })),
    );
    const moved = async (times: number) => {
      const store = interfering(batched.store, 'media-711', times);
      const bus = new CommandBus({ store, pool: batched.pool, doorbell: null });
      return bus.executeMany(
        [710, 711, 712].map((id) => ({
          command: 'UpdateMedia',
          payload: { mediaId: id, changes: { duration: 40 + times } },
          options: { actor: SYSTEM },
        })),
      );
    };
    const once = await moved(1);
    expect(once.map((o) => valueOf(o).streamVersion)).toEqual(['1', '2', '1']);
    expect((await batched.store.readStream('media-711')).events.map((e) => ('changes' in e.data ? e.data.changes : null))).toEqual([
      null,
      { episodes: 99 },
      { duration: 41 },
    ]);

    const twice = await moved(2);
    expect(twice.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((twice[1] as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT', message: CONCURRENT_CHANGE });
  });
});

/** The real store, except that another writer appends to `stream` right after each of its first `times` reads. */
function interfering(store: EventStore, stream: string, times: number): EventStore {
  let left = times;
  const interfere = async () => {
    if (left-- <= 0) return;
    const mediaId = Number(stream.split('-')[1]);
    await store.append(stream, [{ type: 'MediaUpdated', data: { mediaId, changes: { episodes: 99 } } }], {
      expectedVersion: 'any',
      metadata: { commandId: randomUUID(), actorId: null, occurredAt: new Date().toISOString() },
    });
  };
  return Object.assign(Object.create(store) as EventStore, {
    async readStream(s: string, after?: bigint) {
      const read = await store.readStream(s, after);
      if (s === stream) await interfere();
      return read;
    },
    async readStreams(streams: readonly string[], after?: ReadonlyMap<string, bigint>) {
      const reads = await store.readStreams(streams, after);
      if (streams.includes(stream)) await interfere();
      return reads;
    },
  });
}
