import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';

// A media's tags in the Relay store. MediaTag records have path-based ids (relayEnvironment.ts: a tag's rank and
// spoiler flag are one media's), so the mutations find a tag through its media's `tags` list, never by id.

export const mediaTagsOf = (store: RecordSourceProxy, mediaId: number): RecordProxy[] =>
  (store.get(`Media:${mediaId}`)?.getLinkedRecords('tags') ?? []).filter((tag): tag is RecordProxy => tag != null);

/** The tag record of one media, if the store holds that media's tags. */
export const mediaTagRecord = (store: RecordSourceProxy, mediaId: number, tagId: number): RecordProxy | null =>
  mediaTagsOf(store, mediaId).find((tag) => tag.getValue('id') === tagId) ?? null;

export function setMediaTags(store: RecordSourceProxy, mediaId: number, tags: RecordProxy[]): void {
  store.get(`Media:${mediaId}`)?.setLinkedRecords(tags, 'tags');
}
