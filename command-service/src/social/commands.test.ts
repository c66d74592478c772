import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, type Actor } from '@tsuzuki/events';
import { signUpUser } from '../accounts/user/index.ts';
import { mediaAdded } from '../catalogue/testData.ts';
import { SYSTEM, createTestEnv, type TestEnv } from '../testing/env.ts';
import { announceAired } from './airing/announcer.ts';

let env: TestEnv;
const member = (id: number): Actor => ({ kind: 'user', id, moderatorRoles: [], donatorTier: 0 });
const aki = member(41);
const ren = member(42);

beforeAll(async () => {
  env = await createTestEnv('command_social');
  await env.bus.run(signUpUser, { userId: 41, name: 'Aki' }, { actor: SYSTEM });
  await env.bus.run(signUpUser, { userId: 42, name: 'Ren_Kun' }, { actor: SYSTEM });
  await env.bus.execute('AddMedia', { ...mediaAdded(401), episodes: 12, status: 'RELEASING' }, { actor: SYSTEM });
});
afterAll(async () => {
  await env?.close();
});

const eventsOf = async (stream: string) => (await env.store.readStream(stream)).events;

describe('social commands through the bus', () => {
  it('resolves @mentions to members by name, ignoring unknown names and the author', async () => {
    const { ids } = await env.bus.execute('SaveTextActivity', { text: 'Hello @ren_kun, @nobody and @Aki' }, { actor: aki });
    const [posted] = await eventsOf(`activity-${ids.activityId}`);
    expect(posted!.data).toMatchObject({ userId: 41, mentions: [42] });
  });

  it("finds a list activity's owner in the list stream the query-service names, and nowhere else", async () => {
    await env.bus.execute('SaveMediaListEntry', { mediaId: 401, status: 'CURRENT', progress: 1 }, { actor: aki });
    const [saved] = (await eventsOf('medialist-41')).map(dataOf('MediaListEntrySaved'));
    const activityId = saved!.activity!.activityId;
    // The wrong list owner: no such activity there.
    await expect(env.bus.execute('ToggleActivityLike', { activityId, listOwnerId: 42 }, { actor: ren })).rejects.toMatchObject({
      status: 404,
    });
    await env.bus.execute('ToggleActivityLike', { activityId, listOwnerId: 41 }, { actor: ren });
    await env.bus.execute('SaveActivityReply', { activityId, listOwnerId: 41, text: 'Nice!' }, { actor: ren });
    const types = (await eventsOf(`activity-${activityId}`)).map((e) => e.type);
    expect(types).toEqual(['ActivityLiked', 'ActivityReplyPosted', 'ActivitySubscribed']);
    // Only the owner deletes it.
    await expect(env.bus.execute('DeleteActivity', { activityId, listOwnerId: 41 }, { actor: ren })).rejects.toMatchObject({ status: 403 });
    await env.bus.execute('DeleteActivity', { activityId, listOwnerId: 41 }, { actor: aki });
  });

  it("follows and blocks through the member's own stream", async () => {
    await env.bus.execute('ToggleFollow', { otherId: 42 }, { actor: aki });
    await env.bus.execute('ToggleUserBlock', { otherId: 41 }, { actor: ren });
    await expect(env.bus.execute('SaveMessageActivity', { recipientId: 42, text: 'hi' }, { actor: aki })).rejects.toMatchObject({
      status: 403,
      message: 'This user has blocked you.',
    });
    expect((await eventsOf('social-41')).map((e) => e.type)).toEqual(['UserFollowed']);
    expect((await eventsOf('social-42')).map((e) => e.type)).toEqual(['UserBlocked']);
  });

  it('records each aired episode once, however often the announcer looks', async () => {
    await env.pool.query(`CREATE SCHEMA IF NOT EXISTS rm_media;
      CREATE TABLE IF NOT EXISTS rm_media.airing_schedule (media_id integer, episode integer, airing_at integer, PRIMARY KEY (media_id, episode));
      INSERT INTO rm_media.airing_schedule VALUES (401, 1, 1000), (401, 2, 2000), (401, 3, 3000)`);
    expect(await announceAired(env, 0, 2500)).toBe(2);
    expect(await announceAired(env, 0, 3500)).toBe(1);
    expect((await eventsOf('airing-401')).map(dataOf('EpisodeAired')).map((d) => d.episode)).toEqual([1, 2, 3]);
  });
});
