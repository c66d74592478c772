import type { DomainEvent } from '@tsuzuki/events';

/** A tag this stream put on the media, took off or flagged: from then on it follows this stream, not the import. */
export interface MediaTagEntry {
  present: boolean;
  isMediaSpoiler: boolean;
  /** Who put it on (null: it came with the import). */
  userId: number | null;
}

/** The tags of one media as members and data moderators changed them (`mediatags-<mediaId>`). Never changed in place. */
export interface MediaTagsState {
  entries: ReadonlyMap<number, MediaTagEntry>;
  /** Members' standing votes, tag id → member → level. A removal takes a tag's votes with it. */
  votes: ReadonlyMap<number, ReadonlyMap<number, number>>;
}

export const initialMediaTagsState: MediaTagsState = { entries: new Map(), votes: new Map() };

/** Folds many events with one copy of the maps (a popular media's stream holds many votes). */
export function foldMediaTags(state: MediaTagsState, events: readonly DomainEvent[]): MediaTagsState {
  let entries: Map<number, MediaTagEntry> | null = null;
  let votes: Map<number, ReadonlyMap<number, number>> | null = null;
  const copied = new Set<number>();
  const entriesNow = () => (entries ??= new Map(state.entries));
  const votesNow = () => (votes ??= new Map(state.votes));
  for (const event of events) {
    switch (event.type) {
      case 'MediaTagAdded':
        entriesNow().set(event.data.tagId, { present: true, isMediaSpoiler: event.data.isMediaSpoiler, userId: event.data.userId });
        break;
      case 'MediaTagSpoilerSet': {
        const map = entriesNow();
        const entry = map.get(event.data.tagId);
        map.set(event.data.tagId, { present: true, userId: entry?.userId ?? null, isMediaSpoiler: event.data.isMediaSpoiler });
        break;
      }
      case 'MediaTagRemoved':
        entriesNow().set(event.data.tagId, { present: false, isMediaSpoiler: false, userId: null });
        votesNow().delete(event.data.tagId);
        copied.delete(event.data.tagId);
        break;
      case 'MediaTagVoted': {
        const map = votesNow();
        const { tagId, userId, vote } = event.data;
        const own = copied.has(tagId) ? (map.get(tagId) as Map<number, number>) : new Map(map.get(tagId) ?? []);
        copied.add(tagId);
        own.set(userId, vote);
        map.set(tagId, own);
        break;
      }
      default:
        break;
    }
  }
  return entries || votes ? { entries: entries ?? state.entries, votes: votes ?? state.votes } : state;
}

export const evolveMediaTags = (state: MediaTagsState, event: DomainEvent): MediaTagsState => foldMediaTags(state, [event]);
