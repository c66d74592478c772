import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '@tsuzuki/events';
import { signUpUser } from '../accounts/user/index.ts';
import { mediaAdded } from '../catalogue/testData.ts';
import { SYSTEM, createTestEnv, type TestEnv } from '../testing/env.ts';

let env: TestEnv;
const member = (id: number): Actor => ({ kind: 'user', id, moderatorRoles: [], donatorTier: 0 });
const aki = member(51);
const ren = member(52);

beforeAll(async () => {
  env = await createTestEnv('command_forum');
  await env.bus.run(signUpUser, { userId: 51, name: 'Aki' }, { actor: SYSTEM });
  await env.bus.run(signUpUser, { userId: 52, name: 'Ren_Kun' }, { actor: SYSTEM });
  await env.bus.execute('AddMedia', mediaAdded(601), { actor: SYSTEM });
});
afterAll(async () => {
  await env?.close();
});

const eventsOf = async (stream: string) => (await env.store.readStream(stream)).events;

describe('forum commands through the bus', () => {
  let threadId = 0;
  let rootId = 0;

  it('creates a thread about a media that exists, and refuses one that does not', async () => {
    const payload = { title: 'Episode 1 discussion', body: 'Thoughts?', categories: [5], mediaCategories: [601] };
    threadId = (await env.bus.execute('SaveThread', payload, { actor: aki })).ids.threadId!;
    expect((await eventsOf(`thread-${threadId}`)).map((e) => e.type)).toEqual(['ThreadCreated']);
    await expect(env.bus.execute('SaveThread', { ...payload, mediaCategories: [999] }, { actor: aki })).rejects.toMatchObject({
      status: 400,
      validation: { mediaCategories: ['Media not found.'] },
    });
  });

  it('starts a comment tree under a fresh id and resolves @mentions to members', async () => {
    const { ids } = await env.bus.execute('SaveThreadComment', { threadId, comment: 'Great start @ren_kun and @nobody' }, { actor: aki });
    rootId = ids.rootCommentId!;
    const [posted] = await eventsOf(`commenttree-${rootId}`);
    expect(posted!.data).toMatchObject({ threadId, commentId: rootId, parentCommentId: null, userId: 51, mentions: [52] });
  });

  it('replies in the tree the query-service names, and finds nothing in another', async () => {
    await env.bus.execute('SaveThreadComment', { rootCommentId: rootId, parentCommentId: rootId, comment: 'Agreed' }, { actor: ren });
    const [, reply] = await eventsOf(`commenttree-${rootId}`);
    expect(reply!.data).toMatchObject({ parentCommentId: rootId, parentUserId: 51, userId: 52 });
    // A wrong tree hint: no such parent there.
    await expect(
      env.bus.execute('SaveThreadComment', { rootCommentId: rootId + 100, parentCommentId: rootId, comment: 'x' }, { actor: ren }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("refuses a member's reply once a moderator locked the tree", async () => {
    const haruto: Actor = { kind: 'user', id: 53, moderatorRoles: ['COMMUNITY'], donatorTier: 0 };
    await env.bus.execute('SaveThreadComment', { rootCommentId: rootId, commentId: rootId, isLocked: true }, { actor: haruto });
    await expect(
      env.bus.execute('SaveThreadComment', { rootCommentId: rootId, parentCommentId: rootId, comment: 'x' }, { actor: ren }),
    ).rejects.toMatchObject({ status: 403, message: 'This comment tree is locked.' });
  });

  it('records a batch of views once, however often it is sent', async () => {
    const batch = { hour: 480_123, batchId: 'test:1', views: [{ threadId, views: 3 }] };
    await env.bus.execute('RecordThreadViews', batch, { actor: { kind: 'guest' } });
    await env.bus.execute('RecordThreadViews', batch, { actor: { kind: 'guest' } });
    expect((await eventsOf('threadviews-480123')).map((e) => e.type)).toEqual(['ThreadViewsCounted']);
  });
});
