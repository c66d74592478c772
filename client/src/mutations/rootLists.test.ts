import { commitLocalUpdate, type RecordProxy, type RecordSourceProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { environment } from '../system/relayEnvironment.ts';
import { invalidateEdits } from './editChanges.ts';
import { invalidateLists } from './listChanges.ts';
import { invalidateReviewLists } from './reviewChanges.ts';
import { applyChanges } from './updateUser.ts';

/** A list holder at the root, as Relay stores a root field without an id (`client:root:Page(perPage:20)`). */
function rootHolder(store: RecordSourceProxy, type: string, field: string, args: Record<string, unknown>, lists: string[]): RecordProxy {
  const holder = store.create(
    `client:root:${field}(${Object.entries(args)
      .map(([k, v]) => `${k}:${JSON.stringify(v)}`)
      .join(',')})`,
    type,
  );
  for (const list of lists) holder.setValue(null, list);
  store.getRoot().setLinkedRecord(holder, field, args);
  return holder;
}

/** Whether each record was invalidated by `change`. */
function invalidatedBy(ids: string[], change: (store: RecordSourceProxy) => void): Record<string, boolean> {
  const store = environment.getStore();
  const before = Object.fromEntries(ids.map((id) => [id, store.lookupInvalidationState([id])]));
  commitLocalUpdate(environment, change);
  return Object.fromEntries(ids.map((id) => [id, store.checkInvalidationState(before[id]!)]));
}

commitLocalUpdate(environment, (store) => {
  rootHolder(store, 'Page', 'Page', { perPage: 20 }, ['mediaList(userId:1)']);
  rootHolder(store, 'Page', 'Page', { perPage: 10 }, ['activities(mediaId:5)']);
  rootHolder(store, 'Page', 'Page', { perPage: 5 }, ['media(sort:"TRENDING_DESC")']);
  rootHolder(store, 'Page', 'Page', { perPage: 7 }, ['reviews(sort:["ID_DESC"])']);
  rootHolder(store, 'Page', 'Page', { perPage: 25 }, ['mediaSubmissions(userId:1)']);
  rootHolder(store, 'MediaListCollection', 'MediaListCollection', { type: 'ANIME', userName: 'Yuki' }, ['lists']);
  const viewer = store.create('User:1', 'User').setValue('Yuki', 'name');
  viewer.setLinkedRecord(store.create('client:User:1:statistics', 'UserStatisticTypes'), 'statistics');
  store.getRoot().setLinkedRecord(viewer, 'Viewer');
  store.create('User:2', 'User').setLinkedRecord(store.create('client:User:2:statistics', 'UserStatisticTypes'), 'statistics');
  store.create('Media:5', 'Media').setValue(3, 'favourites');
  // A list under another record, not at the root: no mutation here reaches it by walking the store.
  store.create('client:Media:5:Page', 'Page').setValue(null, 'mediaList(mediaId:5)');
});

const ALL = [
  'client:root:Page(perPage:20)',
  'client:root:Page(perPage:10)',
  'client:root:Page(perPage:5)',
  'client:root:Page(perPage:7)',
  'client:root:Page(perPage:25)',
  'client:root:MediaListCollection(type:"ANIME",userName:"Yuki")',
  'User:1',
  'User:2',
  'Media:5',
  'client:Media:5:Page',
];
const only = (stale: string[]) => Object.fromEntries(ALL.map((id) => [id, stale.includes(id)]));

describe('after a list change', () => {
  it("marks stale the root's holders of entries, activities and collections, and the viewer's statistics, and nothing else", () => {
    expect(invalidatedBy(ALL, invalidateLists)).toEqual(
      only([
        'client:root:Page(perPage:20)',
        'client:root:Page(perPage:10)',
        'client:root:MediaListCollection(type:"ANIME",userName:"Yuki")',
        'User:1',
      ]),
    );
  });
});

describe('after a review is saved or deleted', () => {
  it("marks stale the root's review lists and the reviewed media", () => {
    expect(invalidatedBy(ALL, (store) => invalidateReviewLists(store, 5))).toEqual(only(['client:root:Page(perPage:7)', 'Media:5']));
  });
});

describe('after a data edit', () => {
  it('marks stale the edited entity and the submission lists', () => {
    expect(invalidatedBy(ALL, (store) => invalidateEdits(store, ['Media:5']))).toEqual(only(['client:root:Page(perPage:25)', 'Media:5']));
  });
});

describe('after a settings save', () => {
  // Issue 24: the profile kept "Mean Score 4" after a switch to POINT_100, read from the store in the old format.
  const saved = (changes: Parameters<typeof applyChanges>[1]) => (store: RecordSourceProxy) =>
    applyChanges(1, changes)(store as RecordSourceSelectorProxy, { UpdateUser: { id: 1 } });
  it("with a new score format marks stale the member's lists and statistics, as a list change does", () => {
    expect(invalidatedBy(ALL, saved({ scoreFormat: 'POINT_100' }))).toEqual(
      only([
        'client:root:Page(perPage:20)',
        'client:root:Page(perPage:10)',
        'client:root:MediaListCollection(type:"ANIME",userName:"Yuki")',
        'User:1',
      ]),
    );
  });

  it('without one marks nothing stale', () => {
    expect(invalidatedBy(ALL, saved({ about: 'Hello', profileColor: 'green' }))).toEqual(only([]));
  });
});
