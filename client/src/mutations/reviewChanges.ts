import type { RecordSourceProxy } from 'relay-runtime';
import { connectionField, invalidateRootLists, listFields } from './rootLists.ts';

// A saved or deleted review changes lists the mutation's answer cannot patch: /reviews and a profile's reviews (the
// root's Page holders), a media's preview and its Reviews tab (shown only while reviews exist), which are fields of
// that media's record. They are marked stale, so each of those queries asks the server again when next loaded.

const REVIEW_LISTS = listFields('reviews', connectionField('reviewFeed'));

/** Inside a mutation's final updater: the review lists and the reviewed media's review fields go stale. */
export function invalidateReviewLists(store: RecordSourceProxy, mediaId: number | null | undefined): void {
  if (mediaId != null) store.get(`Media:${mediaId}`)?.invalidateRecord();
  invalidateRootLists(store, REVIEW_LISTS);
}

/** The store's id of a review (relayEnvironment's getDataID). */
export const reviewRecordId = (id: number): string => `Review:${id}`;
