import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { environment } from '../system/relayEnvironment.ts';

// A saved or deleted review changes lists the mutation's answer cannot patch: /reviews, a profile's and a media's
// reviews, the media page's preview and its Reviews tab (shown only while reviews exist). Their records are marked
// stale, so each of those queries asks the server again the next time it is loaded.

const REVIEWS_FIELD = /^reviews(\(|$)/;

/** Inside a mutation's updater: every stored Page or Media record with a reviews field becomes stale. */
export function invalidateReviewLists(store: RecordSourceSelectorProxy): void {
  const source = environment.getStore().getSource();
  for (const id of source.getRecordIDs()) {
    const record = source.get(id);
    const typename = record?.__typename;
    if (record && (typename === 'Page' || typename === 'Media') && Object.keys(record).some((key) => REVIEWS_FIELD.test(key))) {
      store.get(id)?.invalidateRecord();
    }
  }
}

/** The store's id of a review (relayEnvironment's getDataID). */
export const reviewRecordId = (id: number): string => `Review:${id}`;
