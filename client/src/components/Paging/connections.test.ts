import { commitLocalUpdate, Environment, fetchQuery, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { getDataID } from '../../system/relayEnvironment.ts';
import { activityFeedQuery } from '../Activity/ActivityFeedQuery.ts';
import { activityRepliesQuery } from '../Activity/ActivityRepliesQuery.ts';
import { feedConnectionFilters, feedVariables } from '../Activity/feedVariables.ts';
import activityFeedList from '../Activity/__generated__/ActivityFeedList_query.graphql';
import activityReplyList from '../Activity/__generated__/ActivityReplyList_query.graphql';
import likesPage from '../Activity/__generated__/LikesPage_query.graphql';
import followList from '../../screens/User/social/__generated__/FollowList_query.graphql';
import threadFeedList from '../Forum/__generated__/ThreadFeedList_query.graphql';
import userCommentsPage from '../Forum/__generated__/UserCommentsPage_query.graphql';
import reviewListCards from '../Review/__generated__/ReviewListCards_query.graphql';
import mediaFollowingPage from '../../screens/MediaPage/social/__generated__/MediaFollowingPage_query.graphql';
import recommendationsList from '../../screens/Recommendations/__generated__/RecommendationsList_query.graphql';
import { CONNECTIONS, connectionOf, insertIntoList, removeFromList, type ListName } from './connections.ts';

// The lists' addresses in the store, over a real Relay store: the first page comes from a canned answer (no server).
const FRAGMENTS: Record<ListName, unknown> = {
  activityFeed: activityFeedList,
  activityReplyFeed: activityReplyList,
  likeFeed: likesPage,
  followFeed: followList,
  threadFeed: threadFeedList,
  threadCommentFeed: userCommentsPage,
  reviewFeed: reviewListCards,
  mediaListFeed: mediaFollowingPage,
  recommendationFeed: recommendationsList,
};

const reply = (id: number) => ({
  cursor: `c${id}`,
  node: { __typename: 'ActivityReply', id, text: `reply ${id}`, createdAt: 1, likeCount: 0, isLiked: false, user: null },
});

function environmentAnswering(data: Record<string, unknown>) {
  const network = Network.create(() => Promise.resolve({ data } as GraphQLResponse));
  return new Environment({ network, store: new Store(new RecordSource()), getDataID });
}

const replyIds = (environment: Environment, activityId: number) => {
  let ids: unknown[] = [];
  commitLocalUpdate(environment, (store) => {
    const edges = connectionOf(store, 'activityReplyFeed', { activityId })?.getLinkedRecords('edges') ?? [];
    ids = edges.map((edge) => edge?.getLinkedRecord('node')?.getValue('id'));
  });
  return ids;
};

async function repliesLoaded(hasNextPage: boolean) {
  const environment = environmentAnswering({
    activityReplyFeed: { edges: [reply(1), reply(2)], pageInfo: { endCursor: 'c2', hasNextPage } },
  });
  await fetchQuery(environment, activityRepliesQuery, { activityId: 7, first: 25 }).toPromise();
  // The mutation's answer: a reply record in the store.
  commitLocalUpdate(environment, (store) => {
    const record = store.create('ActivityReply:3', 'ActivityReply');
    record.setValue(3, 'id');
  });
  return environment;
}

describe('where the paginated lists keep their pages', () => {
  it('names each list by the key its fragment was compiled with', () => {
    for (const [list, { key }] of Object.entries(CONNECTIONS)) {
      expect(JSON.stringify(FRAGMENTS[list as ListName])).toContain(`"__${key}_connection"`);
    }
  });

  it('puts a posted reply last in a complete list, and leaves it to the next page otherwise', async () => {
    const complete = await repliesLoaded(false);
    commitLocalUpdate(complete, (store) =>
      insertIntoList(store, 'activityReplyFeed', { activityId: 7 }, store.get('ActivityReply:3')!, 'last'),
    );
    expect(replyIds(complete, 7)).toEqual([1, 2, 3]);

    const partial = await repliesLoaded(true);
    commitLocalUpdate(partial, (store) =>
      insertIntoList(store, 'activityReplyFeed', { activityId: 7 }, store.get('ActivityReply:3')!, 'last'),
    );
    expect(replyIds(partial, 7)).toEqual([1, 2]);
  });

  it('takes a node out, and finds nothing under other filters', async () => {
    const environment = await repliesLoaded(false);
    commitLocalUpdate(environment, (store) => removeFromList(store, 'activityReplyFeed', { activityId: 7 }, 'ActivityReply:1'));
    expect(replyIds(environment, 7)).toEqual([2]);
    expect(replyIds(environment, 8)).toEqual([]);
  });

  it('finds a feed under the filters a screen gave it', async () => {
    const environment = environmentAnswering({ activityFeed: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } } });
    const filter = { userId: 3, types: ['TEXT' as const], pinnedFirst: true };
    await fetchQuery(environment, activityFeedQuery, feedVariables(filter, 25)).toPromise();
    let found = false;
    commitLocalUpdate(environment, (store) => {
      found = connectionOf(store, 'activityFeed', feedConnectionFilters(filter)) != null;
    });
    expect(found).toBe(true);
  });
});
