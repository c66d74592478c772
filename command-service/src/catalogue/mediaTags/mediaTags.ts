import type { DomainEvent } from '@tsuzuki/events';

/** A tag this stream put on the media, took off or flagged: from then on it follows this stream, not the import. */
export interface MediaTagEntry {
  present: boolean;
  isMediaSpoiler: boolean;
  /** Who put it on (null: it came with the import). */
  userId: number | null;
}

/** A member's proposal of a known tag for this media still standing (ADR 67): waiting, or denied with a reason. */
export interface MediaTagProposal {
  proposalId: number;
  tagId: number;
  userId: number;
  isMediaSpoiler: boolean;
  status: 'PENDING' | 'DENIED';
  reason: string | null;
}

/** The tags of one media as members and data moderators changed them (`mediatags-<mediaId>`). Never changed in place. */
export interface MediaTagsState {
  entries: ReadonlyMap<number, MediaTagEntry>;
  /** Members' standing votes, tag id → member → level. A removal takes a tag's votes with it. */
  votes: ReadonlyMap<number, ReadonlyMap<number, number>>;
  /**
   * The open proposal of each tag, tag id → proposal: one waits at a time, and a denial stands until the tag is put
   * on the media (accepted, or added before ADR 67). An accepted proposal leaves this map for `accepted`.
   */
  proposals: ReadonlyMap<number, MediaTagProposal>;
  /** Proposals accepted: reviewed, not to be reviewed again. */
  accepted: ReadonlySet<number>;
}

export const initialMediaTagsState: MediaTagsState = { entries: new Map(), votes: new Map(), proposals: new Map(), accepted: new Set() };

/** Folds many events with one copy of the maps (a popular media's stream holds many votes). */
export function foldMediaTags(state: MediaTagsState, events: readonly DomainEvent[]): MediaTagsState {
  let entries: Map<number, MediaTagEntry> | null = null;
  let votes: Map<number, ReadonlyMap<number, number>> | null = null;
  let proposals: Map<number, MediaTagProposal> | null = null;
  let accepted: Set<number> | null = null;
  const copied = new Set<number>();
  const entriesNow = () => (entries ??= new Map(state.entries));
  const votesNow = () => (votes ??= new Map(state.votes));
  const proposalsNow = () => (proposals ??= new Map(state.proposals));
  const putOn = (d: { tagId: number; isMediaSpoiler: boolean; userId: number }) => {
    entriesNow().set(d.tagId, { present: true, isMediaSpoiler: d.isMediaSpoiler, userId: d.userId });
    if (proposals?.has(d.tagId) ?? state.proposals.has(d.tagId)) proposalsNow().delete(d.tagId);
  };
  for (const event of events) {
    switch (event.type) {
      case 'MediaTagAdded':
        putOn(event.data);
        break;
      case 'MediaTagProposed': {
        const { proposalId, tagId, userId, isMediaSpoiler } = event.data;
        proposalsNow().set(tagId, { proposalId, tagId, userId, isMediaSpoiler, status: 'PENDING', reason: null });
        break;
      }
      case 'MediaTagProposalAccepted':
        putOn(event.data);
        (accepted ??= new Set(state.accepted)).add(event.data.proposalId);
        break;
      case 'MediaTagProposalDenied': {
        const { proposalId, tagId, userId, reason } = event.data;
        const proposed = (proposals ?? state.proposals).get(tagId);
        proposalsNow().set(tagId, {
          proposalId,
          tagId,
          userId,
          isMediaSpoiler: proposed?.isMediaSpoiler ?? false,
          status: 'DENIED',
          reason,
        });
        break;
      }
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
  if (!entries && !votes && !proposals && !accepted) return state;
  return {
    entries: entries ?? state.entries,
    votes: votes ?? state.votes,
    proposals: proposals ?? state.proposals,
    accepted: accepted ?? state.accepted,
  };
}

export const evolveMediaTags = (state: MediaTagsState, event: DomainEvent): MediaTagsState => foldMediaTags(state, [event]);
