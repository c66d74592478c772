import type { RecordSourceProxy } from 'relay-runtime';
import { connectionField, invalidateRootLists, listFields } from './rootLists.ts';

// A saved or deleted list entry changes more than its own record: the list sections, the home previews, the
// activities and the member's statistics are other queries' answers that the mutation's payload cannot patch. The
// records holding them are marked stale: a screen loaded later (store-or-network) asks the server again, and a
// screen on show that holds one (the home previews, a media's activity) refetches through Relay's
// useSubscribeToInvalidationState on that holder.

/** The root's holders of lists of entries, of activities (the feeds' connections too), and of collections. */
const LIST_HOLDERS = listFields(
  'mediaList',
  'activities',
  'MediaListCollection',
  connectionField('activityFeed'),
  connectionField('mediaListFeed'),
);

/**
 * Inside a mutation's final updater (or a local update after an import): the root's list holders go stale, and so
 * does the viewer's record where it holds statistics counted from the lists.
 */
export function invalidateLists(store: RecordSourceProxy): void {
  invalidateRootLists(store, LIST_HOLDERS);
  const viewer = store.getRoot().getLinkedRecord('Viewer');
  if (viewer?.getLinkedRecord('statistics')) viewer.invalidateRecord();
}
