// Ids from the seeded demo data for the compatibility run (exampleVariables.ts), read through the public API as the
// member the run acts for; and the things a destructive mutation needs made fresh before it runs (an entry to
// delete, an activity of the member's own...), made through the API as a client would.
import type { GraphQLResponse } from '../testing/http.ts';
import type { Examples } from './exampleVariables.ts';

export type Gql = <D = Record<string, unknown>>(
  document: string,
  o?: { variables?: unknown; headers?: Record<string, string> },
) => Promise<GraphQLResponse<D>>;

/** The data of an answer, or an error naming what failed (the run cannot start without its examples). */
async function data<D>(gql: Gql, headers: Record<string, string>, document: string, variables: Record<string, unknown> = {}): Promise<D> {
  const res = await gql<D>(document, { variables, headers });
  if (res.body.errors?.length || !res.body.data)
    throw new Error(`${document.replace(/\s+/g, ' ').slice(0, 120)}: ${JSON.stringify(res.body.errors ?? res.body)}`);
  return res.body.data;
}

type Nodes = { nodes: { id: number }[] };
interface ListRow {
  id: number;
  mediaId: number;
  media: { idMal: number | null; characters: Nodes; staff: Nodes; studios: Nodes };
}

const LIST = `query ($userId: Int, $type: MediaType) { Page(perPage: 50) { mediaList(userId: $userId, type: $type, sort: MEDIA_ID) {
  id mediaId media { idMal characters(perPage: 1) { nodes { id } } staff(perPage: 1) { nodes { id } } studios { nodes { id } } } } } }`;

/** Reads the examples from the demo data as `headers`' member sees it. */
export async function demoExamples(gql: Gql, headers: Record<string, string>): Promise<Examples> {
  const get = <D>(document: string, variables?: Record<string, unknown>) => data<D>(gql, headers, document, variables);
  const { Viewer: viewer } = await get<{
    Viewer: { id: number; name: string; mediaListOptions: { animeList: { customLists: string[] } }; favourites: { anime: Nodes } };
  }>('{ Viewer { id name mediaListOptions { animeList { customLists } } favourites { anime(perPage: 25) { nodes { id } } } } }');
  const list = async (type: 'ANIME' | 'MANGA') =>
    (await get<{ Page: { mediaList: ListRow[] } }>(LIST, { userId: viewer.id, type })).Page.mediaList;
  const anime = await list('ANIME');
  const manga = await list('MANGA');
  // An anime with a cast, staff and a studio, so that the character, staff and studio examples are real.
  const rich = anime.find((e) => e.media.characters.nodes.length && e.media.staff.nodes.length && e.media.studios.nodes.length) ?? anime[0];
  if (!rich || !manga[0] || anime.length < 2) throw new Error(`${viewer.name} needs anime and manga on their list`);
  const other = anime.find((e) => e.mediaId !== rich.mediaId)!;
  // Only fictional works have casts, staff and studios (ADR 68): a list of real titles alone takes the catalogue's.
  const { Page: catalogue } = await get<{ Page: { characters: { id: number }[]; staff: { id: number }[]; studios: { id: number }[] } }>(
    '{ Page(perPage: 1) { characters(sort: ID) { id } staff(sort: ID) { id } studios(sort: ID) { id } } }',
  );
  const firstOf = (mine: Nodes, catalogue: { id: number }[], what: string) => {
    const id = mine.nodes[0]?.id ?? catalogue[0]?.id;
    if (id === undefined) throw new Error(`no ${what} in the demo data`);
    return id;
  };

  const { Page: people } = await get<{ Page: { following: { id: number; name: string }[] } }>(
    'query ($id: Int!) { Page(perPage: 5) { following(userId: $id) { id name } } }',
    { id: viewer.id },
  );
  const user = people.following[0];
  if (!user) throw new Error(`${viewer.name} follows nobody in the demo data`);

  type Activity = { id?: number; isLocked?: boolean; replyCount?: number };
  const { Page: feed } = await get<{ Page: { activities: Activity[] } }>(
    // Statuses and list activities: everyone sees them (a private message only its two members).
    `{ Page(perPage: 50) { activities(hasReplies: true, type_in: [TEXT, ANIME_LIST, MANGA_LIST], sort: ID_DESC) {
      ... on TextActivity { id isLocked replyCount } ... on ListActivity { id isLocked replyCount } } } }`,
  );
  const activity = feed.activities.find((a) => a.id && !a.isLocked && a.replyCount);
  if (!activity) throw new Error('no unlocked activity with replies in the demo data');
  const { Page: replies } = await get<{ Page: { activityReplies: { id: number }[] } }>(
    'query ($id: Int) { Page(perPage: 1) { activityReplies(activityId: $id) { id } } }',
    { id: activity.id },
  );

  const { Page: statuses } = await get<{ Page: { activities: { id: number }[] } }>(
    '{ Page(perPage: 1) { activities(type: TEXT, sort: ID_DESC) { ... on TextActivity { id } } } }',
  );
  if (!statuses.activities[0]) throw new Error('no status in the demo data');
  const { Page: messages } = await get<{ Page: { activities: { id: number; isPrivate: boolean }[] } }>(
    'query ($id: Int) { Page(perPage: 50) { activities(userId: $id, type: MESSAGE, sort: ID_DESC) { ... on MessageActivity { id isPrivate } } } }',
    { id: viewer.id },
  );
  // A public message (a private one is its two members' only); the member writes one when the demo data has none.
  const message =
    messages.activities.find((m) => !m.isPrivate)?.id ??
    (
      await get<{ SaveMessageActivity: { id: number } }>(
        'mutation ($to: Int) { SaveMessageActivity(recipientId: $to, message: "Thanks for the recommendation!", private: false) { id } }',
        { to: user.id },
      )
    ).SaveMessageActivity.id;

  const { Page: forum } = await get<{
    Page: { threads: { id: number; userId: number; isLocked: boolean; replyCount: number; categories: { id: number }[] | null }[] };
  }>('{ Page(perPage: 50) { threads(sort: ID_DESC) { id userId isLocked replyCount categories { id } } } }');
  const thread = forum.threads.find((t) => !t.isLocked && t.replyCount > 0 && t.categories?.length);
  if (!thread) throw new Error('no open thread with comments in the demo data');
  const { Page: comments } = await get<{ Page: { threadComments: { id: number; userId: number }[] } }>(
    'query ($id: Int) { Page(perPage: 1) { threadComments(threadId: $id) { id userId } } }',
    { id: thread.id },
  );

  const { Page: reviewed } = await get<{
    Page: {
      reviews: { id: number; userId: number }[];
      recommendations: { id: number; media: { id: number } }[];
      airingSchedules: { id: number }[];
    };
  }>('{ Page(perPage: 50) { reviews(sort: ID) { id userId } recommendations(sort: ID) { id media { id } } airingSchedules { id } } }');
  const review = reviewed.reviews.find((r) => r.userId !== viewer.id);
  if (!review || !reviewed.recommendations[0] || !reviewed.airingSchedules[0])
    throw new Error('no reviews, recommendations or airing in the demo data');

  // A member who orders their favourites has some (the demo slice may have given them none).
  let favouriteAnime = viewer.favourites.anime.nodes.map((n) => n.id);
  if (favouriteAnime.length < 2) {
    for (const id of [rich.mediaId, other.mediaId].filter((id) => !favouriteAnime.includes(id))) {
      await get('mutation ($id: Int) { ToggleFavourite(animeId: $id) { anime { nodes { id } } } }', { id });
    }
    favouriteAnime = (
      await get<{ Viewer: { favourites: { anime: Nodes } } }>('{ Viewer { favourites { anime(perPage: 25) { nodes { id } } } } }')
    ).Viewer.favourites.anime.nodes.map((n) => n.id);
  }

  return {
    viewer: { id: viewer.id, name: viewer.name },
    user,
    anime: rich.mediaId,
    manga: manga[0].mediaId,
    listEntry: rich.id,
    mangaListEntry: manga[0].id,
    otherAnime: other.mediaId,
    animeIdMal: rich.media.idMal!,
    mangaIdMal: manga[0].media.idMal!,
    character: firstOf(rich.media.characters, catalogue.characters, 'character'),
    staff: firstOf(rich.media.staff, catalogue.staff, 'staff member'),
    studio: firstOf(rich.media.studios, catalogue.studios, 'studio'),
    activity: activity.id!,
    activityReply: replies.activityReplies[0]!.id,
    textActivity: statuses.activities[0].id,
    messageActivity: message,
    thread: thread.id,
    threadUser: thread.userId,
    threadComment: comments.threadComments[0]!.id,
    threadCommentUser: comments.threadComments[0]!.userId,
    threadCategory: thread.categories![0]!.id,
    review: review.id,
    recommendation: reviewed.recommendations[0].id,
    recommendationMedia: reviewed.recommendations[0].media.id,
    airingSchedule: reviewed.airingSchedules[0].id,
    favouriteAnime,
    customList: viewer.mediaListOptions.animeList.customLists[0] ?? 'Favourites of the year',
    unreviewedMedia: 0,
  };
}

/**
 * Makes what a mutation needs of its own before it runs, so that every one of them meets the state a client would:
 * an activity, reply, thread, comment, review or custom list of the member's to delete, an entry of their list to
 * delete (one the other examples do not use), a media they have not reviewed to review. Answers the examples to run
 * it with.
 */
export function preparer(gql: Gql, headers: Record<string, string>, base: Examples) {
  const get = <D>(document: string, variables?: Record<string, unknown>) => data<D>(gql, headers, document, variables);
  const examplesMedia = new Set([base.anime, base.otherAnime, base.manga]);
  let unreviewed: number[] | null = null;
  let listed: number[] | null = null;
  let made = 0;
  /** A released anime the member has not reviewed (a review needs both): each call a new one. */
  const unreviewedAnime = async () => {
    if (!unreviewed) {
      const { Page } = await get<{ Page: { media: { id: number }[]; reviews: { mediaId: number }[] } }>(
        `query ($userId: Int) { Page(perPage: 50) { media(type: ANIME, isAdult: false, status_not: NOT_YET_RELEASED, sort: ID_DESC) { id } reviews(userId: $userId) { mediaId } } }`,
        { userId: base.viewer.id },
      );
      const reviewed = new Set(Page.reviews.map((r) => r.mediaId));
      unreviewed = Page.media.map((m) => m.id).filter((id) => !reviewed.has(id) && !examplesMedia.has(id));
    }
    const id = unreviewed.shift();
    if (id === undefined) throw new Error('out of anime the member has not reviewed');
    return id;
  };
  const review = async (mediaId: number) =>
    (
      await get<{ SaveReview: { id: number } }>(
        'mutation ($mediaId: Int, $body: String) { SaveReview(mediaId: $mediaId, summary: "Written to be deleted by a client", body: $body, score: 60) { id } }',
        { mediaId, body: 'A review to delete. '.repeat(120) },
      )
    ).SaveReview.id;
  /** An entry of the member's list that no other example needs (a client deletes entries of the list it shows). */
  const listEntryToDelete = async () => {
    listed ??= (
      await get<{ Page: { mediaList: { id: number; mediaId: number }[] } }>(
        'query ($userId: Int) { Page(perPage: 50) { mediaList(userId: $userId, type: ANIME, sort: MEDIA_ID_DESC) { id mediaId } } }',
        { userId: base.viewer.id },
      )
    ).Page.mediaList
      .filter((e) => !examplesMedia.has(e.mediaId))
      .map((e) => e.id);
    const id = listed.shift();
    if (id === undefined) throw new Error('out of list entries to delete');
    return id;
  };

  return async function prepare(roots: ReadonlySet<string>): Promise<Examples> {
    const ex: Examples = { ...base };
    const n = ++made;
    if (roots.has('SaveReview')) ex.unreviewedMedia = await unreviewedAnime();
    if (roots.has('DeleteReview')) ex.review = await review(await unreviewedAnime());
    if (roots.has('DeleteMediaListEntry')) ex.listEntry = await listEntryToDelete();
    if (roots.has('DeleteActivity')) {
      ex.activity = (
        await get<{ SaveTextActivity: { id: number } }>('mutation ($text: String) { SaveTextActivity(text: $text) { id } }', {
          text: `A status to delete (${n}).`,
        })
      ).SaveTextActivity.id;
    }
    if (roots.has('DeleteActivityReply')) {
      ex.activityReply = (
        await get<{ SaveActivityReply: { id: number } }>(
          'mutation ($id: Int, $text: String) { SaveActivityReply(activityId: $id, text: $text) { id } }',
          { id: base.activity, text: `A reply to delete (${n}).` },
        )
      ).SaveActivityReply.id;
    }
    if (roots.has('DeleteThread')) {
      ex.thread = (
        await get<{ SaveThread: { id: number } }>(
          'mutation ($title: String, $c: [Int]) { SaveThread(title: $title, body: "To be deleted by a client.", categories: $c) { id } }',
          { title: `A thread to delete (${n})`, c: [base.threadCategory] },
        )
      ).SaveThread.id;
    }
    if (roots.has('DeleteThreadComment')) {
      ex.threadComment = (
        await get<{ SaveThreadComment: { id: number } }>(
          'mutation ($id: Int, $text: String) { SaveThreadComment(threadId: $id, comment: $text) { id } }',
          { id: base.thread, text: `A comment to delete (${n}).` },
        )
      ).SaveThreadComment.id;
    }
    if (roots.has('DeleteCustomList')) {
      const { Viewer } = await get<{ Viewer: { mediaListOptions: { animeList: { customLists: string[] } } } }>(
        '{ Viewer { mediaListOptions { animeList { customLists } } } }',
      );
      ex.customList = `To delete ${n}`;
      await get('mutation ($lists: [String]) { UpdateUser(animeListOptions: { customLists: $lists }) { id } }', {
        lists: [...Viewer.mediaListOptions.animeList.customLists, ex.customList],
      });
    }
    return ex;
  };
}
