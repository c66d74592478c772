import { commitLocalUpdate } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { environment } from '../system/relayEnvironment.ts';
import { removeActivity } from './deleteActivity.ts';
import { removeReply } from './deleteActivityReply.ts';
import { lockUpdaters } from './lockActivity.ts';
import { countReply } from './saveActivityReply.ts';
import { setPinned } from './toggleActivityPin.ts';
import { setSubscribed } from './toggleActivitySubscription.ts';
import { shiftLike } from './toggleLike.ts';

const record = (id: string) => environment.getStore().getSource().get(id);

describe('activity updaters (the optimistic and the final update are one function)', () => {
  it('move the like count by one with the heart, never below zero', () => {
    commitLocalUpdate(environment, (store) => {
      store.create('TextActivity:1', 'TextActivity').setValue(false, 'isLiked').setValue(4, 'likeCount');
      store.create('ActivityReply:2', 'ActivityReply').setValue(true, 'isLiked').setValue(0, 'likeCount');
    });
    commitLocalUpdate(environment, shiftLike('TextActivity:1', true));
    expect(record('TextActivity:1')).toMatchObject({ isLiked: true, likeCount: 5 });
    commitLocalUpdate(environment, shiftLike('TextActivity:1', false));
    expect(record('TextActivity:1')).toMatchObject({ isLiked: false, likeCount: 4 });
    commitLocalUpdate(environment, shiftLike('ActivityReply:2', false));
    expect(record('ActivityReply:2')).toMatchObject({ isLiked: false, likeCount: 0 });
  });

  it('set the bell and the pin of the activity of the right type', () => {
    commitLocalUpdate(environment, (store) => {
      store.create('ListActivity:3', 'ListActivity').setValue(false, 'isSubscribed').setValue(false, 'isPinned');
    });
    commitLocalUpdate(environment, setSubscribed({ typename: 'ListActivity', id: 3 }, true));
    commitLocalUpdate(environment, setPinned({ typename: 'ListActivity', id: 3 }, true));
    expect(record('ListActivity:3')).toMatchObject({ isSubscribed: true, isPinned: true });
  });

  it('count replies up and down, and remove deleted activities and replies from the store', () => {
    commitLocalUpdate(environment, (store) => {
      store.create('MessageActivity:4', 'MessageActivity').setValue(1, 'replyCount');
      store.create('ActivityReply:5', 'ActivityReply');
    });
    commitLocalUpdate(environment, countReply('MessageActivity:4', 1));
    expect(record('MessageActivity:4')?.replyCount).toBe(2);
    commitLocalUpdate(environment, removeReply(5, 'MessageActivity:4'));
    expect(record('ActivityReply:5')).toBeNull();
    expect(record('MessageActivity:4')?.replyCount).toBe(1);
    commitLocalUpdate(environment, removeActivity({ typename: 'MessageActivity', id: 4 }));
    expect(record('MessageActivity:4')).toBeNull();
  });

  it("lock and unlock the activity's record at once, and leave other saves to their answer (MOD-15)", () => {
    commitLocalUpdate(environment, (store) => {
      store.create('MessageActivity:6', 'MessageActivity').setValue(false, 'isLocked');
      store.create('TextActivity:6', 'TextActivity').setValue(false, 'isLocked');
    });
    const lock = lockUpdaters('MessageActivity', { id: 6, locked: true });
    commitLocalUpdate(environment, lock.optimisticUpdater!);
    expect(record('MessageActivity:6')?.isLocked).toBe(true);
    expect(record('TextActivity:6')?.isLocked).toBe(false);
    commitLocalUpdate(environment, lockUpdaters('MessageActivity', { id: 6, locked: false }).updater!);
    expect(record('MessageActivity:6')?.isLocked).toBe(false);
    expect(lockUpdaters('TextActivity', { id: 6 })).toEqual({});
    expect(lockUpdaters('TextActivity', { locked: true })).toEqual({});
  });
});
