import { commitLocalUpdate, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { newActivitiesLabel, storeChanges, waitingActivities } from './liveActivities.ts';

// ADR 71: a feed's bar counts the new activities it heard and does not show yet; changed ones go into the store.
describe('live activities', () => {
  it('counts each heard activity once, leaving out those the feed shows already (its own post, after a refresh)', () => {
    expect(waitingActivities([7, 9, 7, 12], new Set([9]))).toEqual([7, 12]);
    expect(waitingActivities([], new Set())).toEqual([]);
    expect(newActivitiesLabel(1)).toBe('1 new activity');
    expect(newActivitiesLabel(3)).toBe('3 new activities');
  });

  it('writes likes, replies and a lock into the activities the store holds, and adds none', () => {
    const environment = new Environment({
      network: Network.create(() => Promise.reject(new Error('offline'))),
      store: new Store(new RecordSource()),
    });
    commitLocalUpdate(environment, (store) => {
      const card = store.create('TextActivity:5', 'TextActivity');
      card.setValue(5, 'id');
      card.setValue(0, 'likeCount');
      card.setValue(0, 'replyCount');
      card.setValue(false, 'isLiked');
    });
    storeChanges(environment, [
      { __typename: 'TextActivity', id: 5, likeCount: 2, replyCount: 1, isLiked: true, isLocked: true },
      { __typename: 'ListActivity', id: 6, likeCount: 1 },
    ]);
    const source = environment.getStore().getSource();
    expect(source.get('TextActivity:5')).toMatchObject({ likeCount: 2, replyCount: 1, isLiked: true, isLocked: true });
    expect(source.get('ListActivity:6')).toBeUndefined();
  });
});
