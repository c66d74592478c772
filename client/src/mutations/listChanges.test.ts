import { commitLocalUpdate } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { environment } from '../system/relayEnvironment.ts';
import { announceListChange, invalidateLists, subscribeToListChanges, type ListChange } from './listChanges.ts';

/** Stores a record of `type` under `id` with the given (scalar) fields. */
function record(id: string, type: string, fields: Record<string, unknown>): void {
  commitLocalUpdate(environment, (store) => {
    const created = store.get(id) ?? store.create(id, type);
    for (const [name, value] of Object.entries(fields)) created.setValue(value as never, name);
  });
}

/** Whether each record was invalidated by `change`. */
function invalidatedBy(ids: string[], change: () => void): Record<string, boolean> {
  const store = environment.getStore();
  const before = Object.fromEntries(ids.map((id) => [id, store.lookupInvalidationState([id])]));
  change();
  return Object.fromEntries(ids.map((id) => [id, store.checkInvalidationState(before[id]!)]));
}

describe('after a list change', () => {
  it('marks stale the records that hold lists or figures counted from them, and nothing else', () => {
    record('client:root:Page(perPage:20)', 'Page', { 'mediaList(userId:1)': null });
    record('client:root:Page(perPage:10)', 'Page', { 'activities(mediaId:5)': null });
    record('client:root:Page(perPage:5)', 'Page', { 'media(sort:"TRENDING_DESC")': null });
    record('client:root:MediaListCollection(userName:"Yuki")', 'MediaListCollection', { hasNextChunk: false });
    record('User:1', 'User', { name: 'Yuki', statistics: null });
    record('User:2', 'User', { name: 'Haruto' });
    record('Media:5', 'Media', { favourites: 3 });
    const ids = [
      'client:root:Page(perPage:20)', 'client:root:Page(perPage:10)', 'client:root:Page(perPage:5)',
      'client:root:MediaListCollection(userName:"Yuki")', 'User:1', 'User:2', 'Media:5',
    ];
    const stale = invalidatedBy(ids, () => commitLocalUpdate(environment, invalidateLists));
    expect(stale).toEqual({
      'client:root:Page(perPage:20)': true,
      'client:root:Page(perPage:10)': true,
      'client:root:Page(perPage:5)': false,
      'client:root:MediaListCollection(userName:"Yuki")': true,
      'User:1': true,
      'User:2': false,
      'Media:5': false,
    });
  });

  it('tells the screens that listen, until they stop listening', () => {
    const heard: ListChange[] = [];
    const stop = subscribeToListChanges((change) => heard.push(change));
    announceListChange({ mediaId: 5, kind: 'saved' });
    stop();
    announceListChange({ mediaId: 6, kind: 'deleted' });
    expect(heard).toEqual([{ mediaId: 5, kind: 'saved' }]);
  });
});
