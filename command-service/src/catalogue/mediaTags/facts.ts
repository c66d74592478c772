import { mediaStream, parseStreamName, tagNameKey, tagStream, type DomainEvent } from '@tsuzuki/events';
import type { ContextReader, StreamView } from '../../framework/command.ts';
import { evolveMediaTag, initialMediaTagState, type MediaTagState } from '../tag/tag.ts';

/** What a tag decision needs of a media: a narrow fold of its stream (cached per view). */
export interface MediaTagFacts {
  mediaId: number;
  isAdult: boolean;
  /** The imported tag list (MediaAdded, then the last MediaUpdated carrying tags): tag id → spoiler for this media. */
  imported: ReadonlyMap<number, boolean>;
}

type Folded = MediaTagFacts | null;

const importedOf = (tags: readonly { tagId: number; isMediaSpoiler: boolean }[]) => {
  const map = new Map<number, boolean>();
  // A list naming a tag twice keeps its first entry, as the read model does.
  for (const t of tags) if (!map.has(t.tagId)) map.set(t.tagId, t.isMediaSpoiler);
  return map;
};

export const mediaTagFactsView: StreamView<Folded> = {
  initialState: null,
  evolve(state: Folded, event: DomainEvent): Folded {
    if (event.type === 'MediaAdded') {
      return { mediaId: event.data.mediaId, isAdult: event.data.isAdult, imported: importedOf(event.data.tags) };
    }
    if (event.type === 'MediaUpdated' && state) {
      const c = event.data.changes;
      return {
        ...state,
        ...(c.isAdult !== undefined ? { isAdult: c.isAdult } : {}),
        ...(c.tags !== undefined ? { imported: importedOf(c.tags) } : {}),
      };
    }
    return state;
  },
};

export const tagView: StreamView<MediaTagState> = { initialState: initialMediaTagState, evolve: evolveMediaTag };

export async function readMediaTagFacts(mediaId: number, read: ContextReader): Promise<MediaTagFacts | null> {
  return read.state(mediaStream(mediaId), mediaTagFactsView);
}

/** The tag stream of this id (a stream never written reads as `{ exists: false }`). */
export async function readTag(tagId: number, read: ContextReader): Promise<MediaTagState> {
  return read.state(tagStream(tagId), tagView);
}

/** The tag stream holding this name (a known tag, or a submission waiting or denied); null when none does. */
export async function readTagByName(name: string, read: ContextReader): Promise<MediaTagState | null> {
  const holder = (await read.reserved(TAG_NAME_SCOPE, [tagNameKey(name)])).get(tagNameKey(name));
  if (!holder) return null;
  const { category, id } = parseStreamName(holder);
  if (category !== 'tag') return null;
  return readTag(Number(id), read);
}

/** The reservation scope that keeps tag names unique across tag streams. */
export const TAG_NAME_SCOPE = 'tag-name';
