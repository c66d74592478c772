import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionsFor, PROJECTION_QUEUE, type Actor } from '@tsuzuki/events';
import { formatPosition } from '@tsuzuki/event-store';
import { mediaAdded, studioAdded } from '../catalogue/testData.ts';
import { createTestEnv, postCommand, type TestEnv } from '../testing/env.ts';

const studio = (name: string) => {
  const { studioId: _id, ...payload } = studioAdded(1, name);
  return payload;
};

describe('POST /commands/:name', () => {
  let env: TestEnv;
  let base: string;

  beforeAll(async () => {
    env = await createTestEnv('command_http');
    base = await env.serve();
  });
  afterAll(async () => {
    await env?.close();
  });

  it('runs AddStudio end to end: answers position and ids, and the event is in the store', async () => {
    const res = await postCommand(base, 'AddStudio', { commandId: 'add-wit', payload: studio('Wit Studio') }, { requestId: 'req-wit-1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('req-wit-1');
    const studioId = (res.body.ids as { studioId: number }).studioId;
    expect(res.body).toEqual({
      position: expect.stringMatching(/^\d+:\d+$/),
      stream: `studio-${studioId}`,
      streamVersion: '0',
      ids: { studioId },
      duplicate: false,
    });

    const { events } = await env.store.readStream(`studio-${studioId}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'StudioAdded',
      data: { ...studio('Wit Studio'), studioId },
      metadata: { commandId: 'add-wit', actorId: null, correlationId: 'req-wit-1', occurredAt: expect.any(String) },
    });
    expect(formatPosition(events[0]!.logPosition)).toBe(res.body.position);
  });

  it('keeps explicit ids and allocates the next ones above them', async () => {
    const explicit = await postCommand(base, 'AddStudio', { payload: { ...studio('MAPPA'), studioId: 5000 } });
    expect(explicit.body.ids).toEqual({ studioId: 5000 });
    const next = await postCommand(base, 'AddStudio', { payload: studio('CloverWorks') });
    expect(next.body.ids).toEqual({ studioId: 5001 });
  });

  it('answers invalid payloads with 400 and a map of field messages', async () => {
    const res = await postCommand(base, 'AddStudio', { payload: { name: '', isAnimationStudio: 'yes' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Validation failed.' });
    const validation = res.body.validation as Record<string, string[]>;
    expect(Object.keys(validation).sort()).toEqual(['favourites', 'isAnimationStudio', 'name']);
    expect(validation.name![0]).toEqual(expect.any(String));

    const nested = await postCommand(base, 'AddMedia', { payload: { ...mediaAdded(1), mediaId: undefined, title: { romaji: '' } } });
    expect(Object.keys(nested.body.validation as object)).toEqual(expect.arrayContaining(['title.romaji', 'title.english']));

    const noPayload = await postCommand(base, 'AddStudio', { commandId: '' });
    expect(noPayload.body).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(Object.keys(noPayload.body.validation as object).sort()).toEqual(['commandId', 'payload']);

    const broken = await postCommand(base, 'AddStudio', '{"payload": ');
    expect(broken.body).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid JSON body.',
      validation: { body: ['Invalid JSON body.'] },
    });
  });

  it('refuses a second AddStudio for the same id with 409', async () => {
    expect((await postCommand(base, 'AddStudio', { payload: { ...studio('Bones'), studioId: 77 } })).status).toBe(200);
    const again = await postCommand(base, 'AddStudio', { payload: { ...studio('Bones'), studioId: 77 } });
    expect(again).toMatchObject({ status: 409, body: { status: 409, code: 'CONFLICT', message: 'Studio already exists.' } });
  });

  it('answers 404 for a missing media and for an unknown command', async () => {
    const missing = await postCommand(base, 'UpdateMedia', { payload: { mediaId: 404, changes: { episodes: 3 } } });
    expect(missing.body).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Media not found.' });
    expect((await postCommand(base, 'RenameStudio', { payload: {} })).status).toBe(404);
  });

  it('appends a command id once and answers the repeat with the same result', async () => {
    const body = { commandId: 'add-bones-once', payload: studio('Studio Bones') };
    const first = await postCommand(base, 'AddStudio', body);
    const again = await postCommand(base, 'AddStudio', body);
    expect(first.body.duplicate).toBe(false);
    expect(again.body).toEqual({ ...first.body, duplicate: true });
    expect((await env.store.readStream(String(first.body.stream))).version).toBe(0n);
  });

  it('answers an UpdateMedia that changes nothing with the current version and no new event', async () => {
    const added = await postCommand(base, 'AddMedia', { payload: { ...mediaAdded(1), mediaId: undefined } });
    const mediaId = (added.body.ids as { mediaId: number }).mediaId;
    const same = await postCommand(base, 'UpdateMedia', { payload: { mediaId, changes: { episodes: mediaAdded(1).episodes } } });
    expect(same.body).toEqual({ ...added.body, duplicate: false });
    expect((await env.store.readStream(`media-${mediaId}`)).version).toBe(0n);
  });

  describe('who may send commands', () => {
    const user = (moderatorRoles: string[]): Actor => ({ kind: 'user', id: 42, moderatorRoles, donatorTier: 0 });

    it('needs the internal token', async () => {
      const unauthorized = { status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized.' };
      expect((await postCommand(base, 'AddStudio', { payload: studio('A') }, { token: null })).body).toEqual(unauthorized);
      expect((await postCommand(base, 'AddStudio', { payload: studio('A') }, { token: 'guessed' })).body).toEqual(unauthorized);
    });

    it('refuses guests with 401 and members without a data role with 403', async () => {
      const guest = await postCommand(base, 'AddStudio', { payload: studio('A') }, { actor: null });
      expect(guest).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED', message: 'Unauthorized.' } });
      for (const roles of [[], ['COMMUNITY'], ['ANIME_DATA', 'RETIRED']]) {
        const member = await postCommand(base, 'AddStudio', { payload: studio('A') }, { actor: user(roles) });
        expect(member).toMatchObject({ status: 403, body: { status: 403, code: 'FORBIDDEN', message: 'Forbidden.' } });
      }
      const badHeader = await postCommand(base, 'AddStudio', { payload: studio('A') }, { actor: { kind: 'admin' } as never });
      expect(badHeader.body).toMatchObject({ status: 400, code: 'VALIDATION', validation: { 'x-actor': expect.any(Array) } });
    });

    it('lets data moderators edit the catalogue, recording who did it', async () => {
      const res = await postCommand(base, 'AddStudio', { payload: studio('Production I.G') }, { actor: user(['ANIME_DATA']) });
      expect(res.status).toBe(200);
      const { events } = await env.store.readStream(String(res.body.stream));
      expect(events[0]!.metadata.actorId).toBe(42);
    });
  });

  it('rings the doorbell: a drain job waits in BullMQ, under the test prefix, for each read model the events concern', async () => {
    const connection = new Redis(env.redis.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue(PROJECTION_QUEUE, { connection, prefix: env.redis.prefix });
    try {
      // Earlier commands in this file left their own jobs (no worker runs here).
      await queue.obliterate({ force: true });
      await postCommand(base, 'AddStudio', { payload: studio('Trigger') });
      const jobs = await queue.getJobs(['waiting', 'prioritized', 'delayed', 'active']);
      expect(new Set(jobs.map((j) => (j.data as { projection: string }).projection))).toEqual(new Set(projectionsFor(['StudioAdded'])));
      // One job per read model, none twice.
      expect(jobs.length).toBe(projectionsFor(['StudioAdded']).length);
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });

  it('serves GET /health without a token', async () => {
    const res = await fetch(`${base}/health`);
    expect(await res.json()).toEqual({ status: 'ok', service: 'command-service', eventStore: 'postgres', pid: process.pid });
  });
});
