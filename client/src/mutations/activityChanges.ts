import type { RecordSourceProxy } from 'relay-runtime';
import { connectionField, invalidateRootLists, listFields } from './rootLists.ts';

// A new status belongs at the top of every feed that would list it (home, the author's profile), but which feeds
// those are and where it goes in them is the server's to say (filters, following, pinned first). The feeds held in
// the store go stale: a feed on screen asks for its first page again (ActivityFeedList), and one shown later (the
// home feed falling back from an empty Following to Global) is fetched instead of read from the store.

const ACTIVITY_FEEDS = listFields('activities', connectionField('activityFeed'));

/** Inside a mutation's final updater: every stored activity feed goes stale. */
export function invalidateActivityFeeds(store: RecordSourceProxy): void {
  invalidateRootLists(store, ACTIVITY_FEEDS);
}
