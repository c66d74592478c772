import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, type Actor } from '@tsuzuki/events';
import { signUpUser } from '../accounts/user/index.ts';
import { mediaAdded } from '../catalogue/testData.ts';
import { SYSTEM, createTestEnv, type TestEnv } from '../testing/env.ts';

let env: TestEnv;
const aki: Actor = { kind: 'user', id: 31, moderatorRoles: [], donatorTier: 0 };

beforeAll(async () => {
  env = await createTestEnv('command_lists');
  await env.bus.run(signUpUser, { userId: 31, name: 'Aki' }, { actor: SYSTEM });
  await env.bus.execute('AddMedia', { ...mediaAdded(301), episodes: 12, status: 'FINISHED' }, { actor: SYSTEM });
  await env.bus.execute('AddMedia', { ...mediaAdded(302), isFavouriteBlocked: true }, { actor: SYSTEM });
});
afterAll(async () => {
  await env?.close();
});

const listEvents = async () => (await env.store.readStream('medialist-31')).events;

describe('list commands through the bus', () => {
  it("saves with the member's settings and the media's episode count, giving each new entry and activity an id of its own", async () => {
    await env.bus.execute(
      'SaveMediaListEntry',
      { mediaId: 301, status: 'CURRENT', progress: 2, score: 8.5 },
      { actor: aki, commandId: 'save-1' },
    );
    await env.bus.execute('SaveMediaListEntry', { mediaId: 301, progress: 3 }, { actor: aki, commandId: 'save-2' });
    const [created, progressed] = (await listEvents()).map(dataOf('MediaListEntrySaved'));
    expect(created).toMatchObject({
      userId: 31,
      mediaId: 301,
      created: true,
      changes: { status: 'CURRENT', progress: 2, score: 85 },
      activity: { progress: '2' },
    });
    expect(progressed).toMatchObject({
      entryId: created!.entryId,
      created: false,
      changes: { progress: 3 },
      activity: { activityId: created!.activity!.activityId, merged: true, progress: '2 - 3' },
    });
    // A retried command gets its first answer and appends nothing.
    await env.bus.execute('SaveMediaListEntry', { mediaId: 301, progress: 3 }, { actor: aki, commandId: 'save-2' });
    expect(await listEvents()).toHaveLength(2);
    await expect(env.bus.execute('SaveMediaListEntry', { mediaId: 301, progress: 13 }, { actor: aki })).rejects.toMatchObject({
      status: 400,
      validation: { progress: ['Progress cannot be more than 12 episodes.'] },
    });
  });

  it('keeps a member to their own list, and guests out', async () => {
    await expect(env.bus.execute('SaveMediaListEntry', { userId: 1, mediaId: 301 }, { actor: aki })).rejects.toMatchObject({ status: 403 });
    await expect(env.bus.execute('SaveMediaListEntry', { mediaId: 301 }, { actor: { kind: 'guest' } })).rejects.toMatchObject({
      status: 401,
    });
  });

  it("toggles favourites and refuses a blocked one with the spec's message", async () => {
    await env.bus.execute('ToggleFavourite', { animeId: 301 }, { actor: aki });
    expect((await env.store.readStream('favourites-31')).events.map((e) => e.type)).toEqual(['FavouriteAdded']);
    await expect(env.bus.execute('ToggleFavourite', { animeId: 302 }, { actor: aki })).rejects.toMatchObject({
      status: 403,
      message: 'This anime cannot be added to favorites.',
    });
    await expect(env.bus.execute('ToggleFavourite', { mangaId: 301 }, { actor: aki })).rejects.toMatchObject({ status: 404 });
  });
});
