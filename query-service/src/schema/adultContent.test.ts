import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../db/sql.ts';
import { startAccountsStack, type AccountsStack } from '../testing/accountsStack.ts';
import type { Browser } from '../testing/browser.ts';
import { ID, seedCatalogue } from '../testing/catalogue.ts';
import { insertRow } from '../testing/fixtures.ts';
import { insertActivities, insertEntries, insertFavourites } from '../testing/lists.ts';
import { insertUser } from '../testing/users.ts';

// Issue 20: adult media, and what is about them, reach only members with displayAdultContent on, through every
// query. A guest, a member with the setting off and a member with it on ask the same documents over the catalogue
// fixture, where the adult media (ID.adult) is tied into every kind of row next to a media anyone may see.
const ADULT = ID.adult;
const OWNER = 9001;
const NOW = Math.floor(Date.now() / 1000);

let stack: AccountsStack;
let guest: Browser;
let off: Browser;
let on: Browser;
let offId: number;
let onId: number;

async function seedAdultEverywhere(db: AccountsStack['pool']) {
  await seedCatalogue(db, NOW);
  await insertRow(db, T.mediaRelations, { media_id: ID.aot, related_media_id: ADULT, relation_type: 'SPIN_OFF', position: 2 });
  await insertRow(db, T.mediaStudios, { media_id: ADULT, studio_id: ID.wit, is_main: true, position: 0 });
  await insertRow(db, T.mediaCharacters, { media_id: ADULT, character_id: ID.eren, role: 'MAIN', position: 0 });
  await insertRow(db, T.voiceActors, { media_id: ADULT, character_id: ID.eren, staff_id: ID.kaji, position: 0 });
  await insertRow(db, T.mediaStaff, { media_id: ADULT, staff_id: ID.araki, role: 'Director', position: 0 });
  await insertRow(db, T.airing, { media_id: ADULT, episode: 1, airing_at: NOW + 3600 });
  for (const mediaId of [ID.aot, ADULT])
    await insertRow(db, T.trends, { media_id: mediaId, date: 1_700_000_000, trending: 10, releasing: false });

  await insertUser(db, { id: OWNER, name: 'Owner' });
  await insertEntries(db, [
    { user_id: OWNER, media_id: ID.aot },
    { user_id: OWNER, media_id: ADULT },
  ]);
  await insertFavourites(db, [
    { user_id: OWNER, kind: 'ANIME', item_id: ID.aot, position: 0 },
    { user_id: OWNER, kind: 'ANIME', item_id: ADULT, position: 1 },
  ]);
  await insertActivities(db, [
    { id: 1, user_id: OWNER, media_id: ID.aot, reply_count: 1 },
    { id: 2, user_id: OWNER, media_id: ADULT, reply_count: 1 },
  ]);
  for (const activityId of [1, 2]) {
    await insertRow(db, T.activityReplies, {
      id: activityId,
      activity_id: activityId,
      user_id: OWNER,
      text: 'Nice',
      created_at: 1_700_000_000,
    });
  }
  for (const [id, mediaId] of [
    [1, ID.aot],
    [2, ADULT],
  ] as const) {
    await insertRow(db, T.reviews, {
      id,
      user_id: OWNER,
      media_id: mediaId,
      media_type: 'ANIME',
      summary: 'A summary of it',
      body: 'A body',
      score: 80,
      private: false,
      created_at: 1_700_000_000,
      updated_at: 1_700_000_000,
    });
  }
  await insertRow(db, T.recommendations, {
    id: 1,
    media_id: ID.aot,
    media_recommendation_id: ID.bebop,
    user_id: OWNER,
    rating: 3,
    created_at: 1_700_000_000,
  });
  await insertRow(db, T.recommendations, {
    id: 2,
    media_id: ID.aot,
    media_recommendation_id: ADULT,
    user_id: OWNER,
    rating: 5,
    created_at: 1_700_000_000,
  });
  await insertRow(db, T.threads, {
    id: 1,
    user_id: OWNER,
    title: 'Watch order',
    body: 'Which first?',
    categories: [],
    media_categories: [ID.aot, ADULT],
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
  });
}

beforeAll(async () => {
  stack = await startAccountsStack('query_adult_content');
  await seedAdultEverywhere(stack.pool);
  guest = stack.browser();
  let member = await stack.signUp('Adult_Off');
  [off, offId] = [member.browser, member.user.id];
  member = await stack.signUp('Adult_On');
  [on, onId] = [member.browser, member.user.id];
  const turnedOn = await on.gql('mutation { UpdateUser(displayAdultContent: true) { options { displayAdultContent } } }');
  expect(turnedOn.body.errors).toBeUndefined();
  let n = 0;
  for (const userId of [offId, onId]) {
    for (const mediaId of [ID.aot, ADULT]) {
      await insertRow(stack.pool, T.notifications, {
        id: ++n,
        user_id: userId,
        type: 'RELATED_MEDIA_ADDITION',
        context_key: `related:${mediaId}`,
        media_id: mediaId,
        created_at: 1_700_000_000 + n,
        source_txid: 1,
        source_pos: n,
      });
    }
  }
}, 120_000);
afterAll(() => stack?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses read by path; each document says its shape
type Data = Record<string, any>;
const ids = (nodes: ({ id: number } | null)[] | undefined): number[] => (nodes ?? []).flatMap((n) => (n ? [n.id] : []));

/** A read path: the media ids the answer shows, and one anyone may see that it must show too (the path works). */
interface Path {
  name: string;
  document: string;
  media: (d: Data) => number[];
  witness: number;
}

const PATHS: Path[] = [
  {
    name: 'Page.media by genre and by the adult flag',
    document:
      '{ a: Page { media(genre: "Hentai") { id } } b: Page { media(isAdult: true) { id } } c: Page { media(id_in: [999, 1]) { id } } }',
    media: (d) => [...ids(d.a.media), ...ids(d.b.media), ...ids(d.c.media)],
    witness: ID.bebop,
  },
  {
    name: 'search (Page.media, mediaSearch)',
    document:
      '{ Page { media(search: "Title") { id } } mediaSearch(search: "Adult Title") { edges { node { id } } } bebop: mediaSearch(search: "Bebop") { edges { node { id } } } }',
    media: (d) => [...ids(d.Page.media), ...[...d.mediaSearch.edges, ...d.bebop.edges].map((e: Data) => e.node.id)],
    witness: ID.bebop,
  },
  {
    name: 'Media.relations',
    document: `{ Media(id: ${ID.aot}) { relations { nodes { id } } } }`,
    media: (d) => ids(d.Media.relations.nodes),
    witness: ID.aot2,
  },
  {
    name: 'Studio.media',
    document: `{ Studio(id: ${ID.wit}) { media { nodes { id } pageInfo { total } } } }`,
    media: (d) => ids(d.Studio.media.nodes),
    witness: ID.aot,
  },
  {
    name: 'Character.media',
    document: `{ Character(id: ${ID.eren}) { media { nodes { id } } } }`,
    media: (d) => ids(d.Character.media.nodes),
    witness: ID.aot,
  },
  {
    name: 'Staff.staffMedia, characterMedia and the media of Staff.characters',
    document: `{ a: Staff(id: ${ID.araki}) { staffMedia { nodes { id } } } b: Staff(id: ${ID.kaji}) { characterMedia { nodes { id } } characters { edges { media { id } } } } }`,
    media: (d) => [
      ...ids(d.a.staffMedia.nodes),
      ...ids(d.b.characterMedia.nodes),
      ...d.b.characters.edges.flatMap((e: Data) => ids(e.media)),
    ],
    witness: ID.aot,
  },
  {
    name: 'Page.airingSchedules',
    document: `{ Page { airingSchedules(mediaId_in: [${ADULT}, ${ID.frieren}]) { mediaId } } }`,
    media: (d) => d.Page.airingSchedules.map((a: Data) => a.mediaId),
    witness: ID.frieren,
  },
  {
    name: 'Page.mediaTrends',
    document: '{ Page { mediaTrends(date: 1700000000) { mediaId } } }',
    media: (d) => d.Page.mediaTrends.map((t: Data) => t.mediaId),
    witness: ID.aot,
  },
  {
    name: "another member's MediaListCollection and Page.mediaList",
    document: `{ MediaListCollection(userId: ${OWNER}, type: ANIME) { lists { entries { mediaId media { id } } } } Page { mediaList(userId: ${OWNER}) { mediaId } } }`,
    media: (d) => [
      ...d.MediaListCollection.lists.flatMap((l: Data) => l.entries.flatMap((e: Data) => [e.mediaId, e.media.id])),
      ...d.Page.mediaList.map((e: Data) => e.mediaId),
    ],
    witness: ID.aot,
  },
  {
    name: 'User.favourites',
    document: `{ User(id: ${OWNER}) { favourites { anime { nodes { id } } } } }`,
    media: (d) => ids(d.User.favourites.anime.nodes),
    witness: ID.aot,
  },
  {
    name: 'Page.activities and their replies',
    document: `{ Page { activities(userId: ${OWNER}) { ... on ListActivity { media { id } } } } a: Page { activityReplies(activityId: 1) { activityId } } b: Page { activityReplies(activityId: 2) { activityId } } }`,
    media: (d) => [
      ...d.Page.activities.map((a: Data) => a.media.id),
      ...d.a.activityReplies.map(() => ID.aot),
      ...d.b.activityReplies.map(() => ADULT),
    ],
    witness: ID.aot,
  },
  {
    name: 'Page.reviews',
    document: `{ Page { reviews(userId: ${OWNER}) { media { id } } } }`,
    media: (d) => d.Page.reviews.map((r: Data) => r.media.id),
    witness: ID.aot,
  },
  {
    name: 'Page.recommendations and Media.recommendations',
    document: `{ Page { recommendations { mediaRecommendation { id } } } Media(id: ${ID.aot}) { recommendations { nodes { mediaRecommendation { id } } } } }`,
    media: (d) => [
      ...d.Page.recommendations.map((r: Data) => r.mediaRecommendation.id),
      ...d.Media.recommendations.nodes.map((r: Data) => r.mediaRecommendation.id),
    ],
    witness: ID.bebop,
  },
  {
    name: 'Thread.mediaCategories',
    document: '{ Thread(id: 1) { mediaCategories { id } } }',
    media: (d) => ids(d.Thread.mediaCategories),
    witness: ID.aot,
  },
];

const viewers = () => [
  { who: 'a guest', browser: guest, shows: false },
  { who: 'a member with adult content off', browser: off, shows: false },
  { who: 'a member with adult content on', browser: on, shows: true },
];

describe('adult content stays behind the setting', () => {
  it.each(PATHS)('$name shows adult media only to a member with adult content on', async ({ document, media, witness }) => {
    for (const { who, browser, shows } of viewers()) {
      const res = await browser.gql<Data>(document);
      expect(res.body.errors, who).toBeUndefined();
      const seen = media(res.body.data!);
      expect(seen, who).toContain(witness);
      if (shows) expect(seen, who).toContain(ADULT);
      else expect(seen, who).not.toContain(ADULT);
    }
  });

  it.each([
    ['Media(id)', `{ Media(id: ${ADULT}) { id } }`],
    ['Media(id, type)', `{ Media(id: ${ADULT}, type: ANIME) { id } }`],
    ['Media(search)', '{ Media(search: "Adult Title") { id } }'],
    ['Media(isAdult: true)', '{ Media(isAdult: true) { id } }'],
    ['Activity(id)', '{ Activity(id: 2) { ... on ListActivity { media { id } } } }'],
    ['Review(id)', '{ Review(id: 2) { media { id } } }'],
    ['AiringSchedule(mediaId)', `{ AiringSchedule(mediaId: ${ADULT}) { media { id } } }`],
    ['MediaList(userId, mediaId)', `{ MediaList(userId: ${OWNER}, mediaId: ${ADULT}) { media { id } } }`],
  ])('%s answers 404 Not Found for a hidden adult media', async (_name, document) => {
    for (const { who, browser, shows } of viewers()) {
      const res = await browser.gql<Data>(document);
      if (shows) {
        expect(res.body.errors, who).toBeUndefined();
        expect(JSON.stringify(res.body.data), who).toContain(String(ADULT));
      } else {
        expect(
          res.body.errors?.map((e) => [e.status, e.message]),
          who,
        ).toEqual([[404, 'Not Found.']]);
      }
    }
  });

  it("keeps a member's notifications about adult media, and their unread count, for the setting", async () => {
    const document =
      '{ Viewer { unreadNotificationCount } Page { notifications { ... on RelatedMediaAdditionNotification { mediaId media { id } } } } }';
    for (const [browser, shows] of [
      [off, false],
      [on, true],
    ] as const) {
      const res = await browser.gql<Data>(document);
      expect(res.body.errors).toBeUndefined();
      const about = res.body.data!.Page.notifications.flatMap((n: Data) => [n.mediaId, n.media.id]);
      expect(new Set(about)).toEqual(new Set(shows ? [ID.aot, ADULT] : [ID.aot]));
      expect(res.body.data!.Viewer.unreadNotificationCount).toBe(shows ? 2 : 1);
    }
  });

  it('serves the adult media page to a member with adult content on, and 404 to the others', async () => {
    for (const { who, browser, shows } of viewers()) {
      const res = await browser.fetch(`/anime/${ADULT}`);
      expect(res.status, who).toBe(shows ? 200 : 404);
    }
  });
});
