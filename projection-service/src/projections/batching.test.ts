import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementStream,
  GENESIS_HASH,
  MODLOG_STREAM,
  activityStream,
  airingStream,
  inboxStream,
  chainModAction,
  characterStream,
  memberModerationStream,
  newEvent,
  userReportsStream,
  favouritesStream,
  mediaListStream,
  mediaStream,
  staffStream,
  studioStream,
  tagStream,
  userStream,
} from '@tsuzuki/events';
import { formatPosition } from '@tsuzuki/event-store';
import { createProjectionSchema } from '../framework/migrate.ts';
import { inTransaction } from '../framework/sql.ts';
import { drainUntil, openTestEnv, type TestEnv } from '../testing/env.ts';
import {
  characterAdded,
  characterUpdated,
  mediaAdded,
  mediaUpdated,
  staffAdded,
  staffUpdated,
  statisticsImported,
  studioAdded,
  tagCreated,
} from '../testing/fixtures.ts';
import { entryChanged, entryCreated, entryDeleted, ListActivity } from '../testing/listActivity.ts';
import { SocialWorld } from '../testing/socialActivity.ts';
import { ForumWorld } from '../testing/forumActivity.ts';
import { ReviewWorld } from '../testing/reviewWorld.ts';
import { TagWorld } from '../testing/tagWorld.ts';
import { diffSchemas } from '../verify/diff.ts';
import { projections } from './index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('batching');
  // A log where one media's events interleave with others', so batch boundaries fall everywhere.
  for (let id = 1; id <= 6; id++) {
    await env.append(tagStream(id), [tagCreated(id)]);
    await env.append(mediaStream(id), [mediaAdded(id, { genres: id % 2 ? ['Action'] : [] })], `2024-01-0${id}T00:00:00.000Z`);
    await env.append(characterStream(id), [characterAdded(id)]);
    await env.append(mediaStream(id), [statisticsImported(id)], `2024-02-0${id}T00:00:00.000Z`);
    await env.append(staffStream(id), [staffAdded(id)]);
    await env.append(studioStream(id), [studioAdded(id)]);
    await env.append(userStream(id), [{ type: 'UserSignedUp', data: { userId: id, name: `User${id}` } }]);
  }
  for (let id = 1; id <= 6; id++) {
    await env.append(
      mediaStream(id),
      [
        mediaUpdated(id, { genres: ['Drama', 'Comedy'], title: { romaji: `Renamed ${id}`, english: null, native: null } }),
        mediaUpdated(id, { isAdult: true, tags: [{ tagId: 6, rank: 10, isMediaSpoiler: false }] }),
      ],
      `2024-03-0${id}T00:00:00.000Z`,
    );
    await env.append(mediaStream(id), [statisticsImported(id, { popularity: 1 }), mediaUpdated(id, { synonyms: ['x'], studios: [] })]);
    // Users: settings merge, and each user takes the name the previous one just left.
    await env.append(
      userStream(id),
      [
        {
          type: 'UserOptionsUpdated',
          data: { userId: id, changes: { titleLanguage: 'NATIVE', notificationOptions: [{ type: 'AIRING', enabled: false }] } },
        },
        { type: 'UserRenamed', data: { userId: id, name: `Renamed${id}`, previousName: `User${id}` } },
      ],
      `2024-03-0${id}T00:00:00.000Z`,
    );
    if (id > 1)
      await env.append(userStream(id), [
        { type: 'UserRenamed', data: { userId: id, name: `User${id - 1}`, previousName: `Renamed${id}` } },
      ]);
  }
  // The people and studios the media name arrive after them and are renamed; a media is recast (media pages, ADR 64).
  await env.append(characterStream(40), [characterAdded(40)]);
  await env.append(staffStream(95), [staffAdded(95)]);
  await env.append(mediaStream(2), [
    mediaUpdated(2, {
      characters: [{ characterId: 41, role: 'MAIN', voiceActors: [] }],
      staff: [],
      relations: [{ mediaId: 3, relationType: 'SEQUEL' }],
    }),
  ]);
  await env.append(mediaStream(3), [mediaUpdated(3, { status: 'CANCELLED' })]);
  await env.append(characterStream(41), [characterAdded(41)]);
  await env.append(staffStream(96), [staffAdded(96)]);
  await env.append(characterStream(40), [characterUpdated(40, 'Mikasa Ackerman')]);
  await env.append(staffStream(96), [staffUpdated(96, 'Bryce Papenbrook')]);
  await env.append(studioStream(10), [studioAdded(10)]);
  await env.append(studioStream(10), [
    { type: 'StudioUpdated', data: { studioId: 10, changes: { name: 'MAPPA' }, before: {}, reason: null } },
  ]);
  // The site's announcements: published, changed, withdrawn.
  for (let id = 1; id <= 3; id++) {
    const data = { announcementId: id, message: `Announcement ${id}`, forumPath: null, startsAt: 1_800_000_000 + id, expiresAt: null };
    await env.append(announcementStream(id), [{ type: 'AnnouncementPublished', data }]);
  }
  await env.append(announcementStream(1), [
    { type: 'AnnouncementPublished', data: { announcementId: 1, message: 'Changed', forumPath: '/forum', startsAt: 1, expiresAt: 2 } },
  ]);
  await env.append(announcementStream(2), [{ type: 'AnnouncementWithdrawn', data: { announcementId: 2 } }]);
  // Lists and favourites: entries created, changed (one merging its activity), rewatched and deleted.
  const NONE = { year: null, month: null, day: null };
  const fields = {
    status: 'CURRENT' as const,
    score: 70,
    progress: 2,
    progressVolumes: 0,
    repeat: 0,
    priority: 0,
    private: false,
    notes: '',
    hiddenFromStatusLists: false,
    customLists: [],
    advancedScores: {},
    startedAt: { year: 2024, month: 1, day: 1 },
    completedAt: NONE,
  };
  for (let user = 1; user <= 3; user++) {
    for (let mediaId = 1; mediaId <= 4; mediaId++) {
      const entryId = user * 10 + mediaId;
      const base = { userId: user, entryId, mediaId, mediaType: 'ANIME' as const };
      await env.append(mediaListStream(user), [
        {
          type: 'MediaListEntrySaved',
          data: {
            ...base,
            created: true,
            changes: fields,
            before: { status: null, score: 0 },
            activity: { activityId: entryId, merged: false, status: 'watched episode', progress: '2' },
          },
        },
      ]);
      await env.append(favouritesStream(user), [
        { type: 'FavouriteAdded', data: { userId: user, kind: mediaId % 2 ? 'ANIME' : 'CHARACTER', itemId: mediaId } },
      ]);
      await env.append(
        mediaListStream(user),
        [
          {
            type: 'MediaListEntrySaved',
            data: {
              ...base,
              created: false,
              changes: { progress: 3, score: 90 },
              before: { status: 'CURRENT', score: 70 },
              activity: { activityId: entryId, merged: true, status: 'watched episode', progress: '2 - 3' },
            },
          },
          {
            type: 'MediaListEntrySaved',
            data: {
              ...base,
              created: false,
              changes: { status: 'REPEATING', progress: 0 },
              before: { status: 'CURRENT', score: 90 },
              rewatch: { started: { year: 2024, month: 2, day: 1 } },
              activity: null,
            },
          },
        ],
        '2024-03-01T00:00:00.000Z',
      );
      if (mediaId === 4) {
        await env.append(mediaListStream(user), [{ type: 'MediaListEntryDeleted', data: { ...base, status: 'REPEATING', score: 90 } }]);
        await env.append(favouritesStream(user), [{ type: 'FavouriteRemoved', data: { userId: user, kind: 'CHARACTER', itemId: 2 } }]);
      }
    }
  }
  // Members' activity over several days around an import and a change of airing state, so that points of one
  // media and day are split across batches (media, trends).
  const activity = new ListActivity(
    [1, 2, 3, 4].map((id) => ({ id, type: 'ANIME' as const })),
    3,
    { firstId: 1000 },
  );
  for (let i = 0; i < 60; i++) {
    const at = `2024-03-0${2 + Math.floor(i / 20)}T0${i % 10}:00:00.000Z`;
    await env.append(mediaListStream(10 + (i % 7)), [activity.next(10 + (i % 7))], at);
    if (i === 25) await env.append(mediaStream(2), [statisticsImported(2, { recordedAt: Date.parse(at) / 1000, trending: 9 })], at);
    if (i === 30) {
      await env.append(
        mediaStream(3),
        [
          mediaUpdated(3, {
            status: 'RELEASING',
            airingSchedule: [
              { episode: 1, airingAt: Date.parse('2024-03-03T00:00:00Z') / 1000 },
              { episode: 2, airingAt: Date.parse('2024-03-04T00:00:00Z') / 1000 },
            ],
          }),
        ],
        at,
      );
    }
  }
  // Social life: statuses, messages, replies, likes, follows and blocks; an episode airs for the members listing it.
  const world = new SocialWorld(16, 5, 5000);
  for (let n = 0; n < 200;) {
    const next = world.next();
    if (!next) continue;
    await env.append(next.stream, next.events);
    n++;
  }
  // A member reads their notifications up to a like that is then taken back: a replay whose batch holds both
  // must still record the read the live drain did, not resolve it against notifications left after the retraction.
  await env.append(activityStream(9001), [
    { type: 'TextActivityPosted', data: { activityId: 9001, userId: 30, text: 'Hi', mentions: [] } },
  ]);
  const liked = await env.append(activityStream(9001), [{ type: 'ActivityLiked', data: { activityId: 9001, ownerId: 30, userId: 31 } }]);
  await env.append(inboxStream(30), [{ type: 'NotificationsRead', data: { userId: 30, upTo: formatPosition(liked.position) } }]);
  await env.append(activityStream(9001), [{ type: 'ActivityUnliked', data: { activityId: 9001, ownerId: 30, userId: 31 } }]);
  // A list entry and a favourite of a media that come and go: its counters move and come back to zero.
  await env.append(mediaListStream(40), [entryCreated(40, 7, 'PLANNING'), entryDeleted(40, 7, 'PLANNING')]);
  await env.append(favouritesStream(40), [
    { type: 'FavouriteAdded', data: { userId: 40, kind: 'ANIME', itemId: 8 } },
    { type: 'FavouriteRemoved', data: { userId: 40, kind: 'ANIME', itemId: 8 } },
  ]);
  // A member deletes their list activity, then watches on within their merge time: the save merges into it.
  const watched = (progress: number, merged: boolean) => {
    const saved = entryChanged(41, 5, { progress }, { status: 'CURRENT', score: 0 });
    const activity = { activityId: 9101, merged, status: 'watched episode', progress: merged ? `1 - ${progress}` : '1' };
    return { ...saved, data: { ...saved.data, activity } };
  };
  await env.append(mediaListStream(41), [entryCreated(41, 5, 'CURRENT'), watched(1, false)]);
  await env.append(activityStream(9101), [{ type: 'ActivityDeleted', data: { activityId: 9101, ownerId: 41, deletedBy: 41 } }]);
  await env.append(mediaListStream(41), [watched(3, true)]);
  // The forum: threads, comment trees, likes, subscriptions, locks, views and deletions.
  const forum = new ForumWorld(12, 3);
  for (let n = 0; n < 200;) {
    const next = forum.next();
    if (!next) continue;
    await env.append(next.stream, next.events, new Date(Date.parse('2024-03-06T00:00:00Z') + next.at * 1000).toISOString());
    n++;
  }
  // Reviews and recommendations: writes, edits, votes changed and taken back, deletions.
  const reviewWorld = new ReviewWorld(12, 6, 5);
  for (let n = 0; n < 200;) {
    const next = reviewWorld.next();
    if (!next) continue;
    await env.append(next.stream, next.events);
    n++;
  }
  // Tags: votes, additions, removals, spoiler flags, submissions and re-imports of media of their own (101-104).
  const tagWorld = new TagWorld(4, 6, 8, 7, 101);
  for (let n = 0; n < 150;) {
    const next = tagWorld.next();
    if (!next) continue;
    for (const { stream, events } of next) await env.append(stream, events);
    n++;
  }
  // The mod-action log: chained entries, several to an append (a role change grants and revokes in one command).
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= 12; seq += 3) {
    await env.append(
      MODLOG_STREAM,
      [seq, seq + 1, seq + 2].map((n) => {
        const record = chainModAction(
          {
            seq: n,
            moderatorId: 1 + (n % 2),
            action: n % 2 ? 'ACTIVITY_DELETE' : 'ROLE_GRANT',
            objectType: n % 2 ? 'ACTIVITY' : 'USER',
            objectId: 5000 + n,
            subjectUserId: 3,
            data: { n },
            reason: null,
            occurredAt: `2024-03-0${1 + (n % 5)}T00:00:00.000Z`,
          },
          prevHash,
        );
        prevHash = record.hash;
        return newEvent('ModActionRecorded', record);
      }),
    );
  }
  // Member moderation: reports resolved and dismissed, notes, a ban lifted and one still running.
  for (let n = 1; n <= 6; n++) {
    const userId = 1 + (n % 3);
    await env.append(
      userReportsStream(userId),
      [
        {
          type: 'UserReported',
          data: {
            reportId: n,
            userId,
            reporterId: 4,
            objectType: n % 2 ? 'ACTIVITY' : 'USER',
            objectId: n % 2 ? 5000 + n : null,
            reason: `report ${n}`,
          },
        },
      ],
      `2024-03-0${n}T00:00:00.000Z`,
    );
    if (n % 3 !== 0) {
      await env.append(userReportsStream(userId), [
        {
          type: 'UserReportResolved',
          data: {
            reportId: n,
            userId,
            reporterId: 4,
            resolvedBy: 2,
            dismissed: n % 2 === 0,
            note: n % 2 ? `note ${n}` : null,
          },
        },
      ]);
    }
    await env.append(memberModerationStream(userId), [
      { type: 'ModNoteSaved', data: { noteId: n, userId, moderatorId: 2, note: `mod note ${n}` } },
    ]);
  }
  await env.append(memberModerationStream(5), [
    { type: 'UserBanned', data: { banId: 1, userId: 5, moderatorId: 2, reason: 'spam', expiresAt: '2024-04-01T00:00:00.000Z' } },
    { type: 'UserUnbanned', data: { banId: 1, userId: 5, moderatorId: 2, reason: null } },
    { type: 'UserBanned', data: { banId: 2, userId: 5, moderatorId: 2, reason: 'spam again', expiresAt: null } },
  ]);
  await env.append(airingStream(2), [
    { type: 'EpisodeAired', data: { mediaId: 2, episode: 1, airingAt: Date.parse('2024-03-05T00:00:00Z') / 1000 } },
  ]);
});
afterAll(async () => env?.drop());

describe('every projection', () => {
  // Read models recomputed from others (rankings) read no events: rankings/rankings.test.ts covers them.
  it.each(projections.filter((p) => p.handles.length > 0).map((p) => [p.name, p] as const))(
    '%s gives the same rows with batches of 1 as with one batch',
    async (_name, projection) => {
      await env.project(projection);
      const oneByOne = `${projection.schema}__one_by_one`;
      await inTransaction(env.pool, (tx) => createProjectionSchema(tx, projection, oneByOne));
      await drainUntil(projection, env.appended, { ...env, schema: oneByOne, batchSize: 1 });
      // Guards against a vacuous pass: the projection must have written something.
      let rows = 0;
      for (const { tablename } of await env.rows<{ tablename: string }>(
        `SELECT tablename FROM pg_tables WHERE schemaname = $1 AND tablename NOT IN ('checkpoint', 'migration')`,
        [projection.schema],
      )) {
        const [count] = await env.rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${projection.schema}.${tablename}`);
        rows += count!.n;
      }
      expect(rows).toBeGreaterThan(0);
      const client = await env.pool.connect();
      try {
        expect(await diffSchemas(client, projection.schema, oneByOne)).toEqual([]);
      } finally {
        client.release();
      }
    },
  );
});
