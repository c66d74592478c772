import type { InputOf, MediaFields } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { occurredAt } from '../../framework/time.ts';
import type { MediaTagProposalRow, TagRow, TagSubmissionRow, TagVoteRow } from './rows.ts';

// A batch of tag events folded into what index.ts applies set-based (ADR 20). Media tags change two ways: a media's
// imported tag list (MediaAdded, MediaUpdated with tags) replaces the pairs nobody has acted on, and the tag commands
// act on single pairs. The batch is cut into runs of one kind, applied in log order: within a run of imports the
// last list of a media wins; within a run of pair events each pair's events fold in order.

/** The events this read model handles (PROJECTION_INPUTS.tags). */
type TagEvent = RecordedEvent<InputOf<'tags'>>;

export type ImportedTag = MediaFields['tags'][number];

/** What a run of pair events leaves of one media tag. */
export interface PairFold {
  media_id: number;
  tag_id: number;
  /** Taken off at some point of the run: its earlier votes go. */
  cleared: boolean;
  /** added: (re)put on, the row is written whole; removed: gone; spoiler: its flag set; votes: only votes. */
  outcome: 'added' | 'removed' | 'spoiler' | 'votes';
  isMediaSpoiler: boolean;
  userId: number | null;
  /** Votes after the last removal, member → row. */
  votes: Map<number, TagVoteRow>;
}

export type Run = { kind: 'import'; lists: Map<number, ImportedTag[]> } | { kind: 'pairs'; pairs: Map<string, PairFold> };

/** A submission's review: the columns of its tag_submissions row that the review sets. */
export interface SubmissionReview {
  id: number;
  status: 'ACCEPTED' | 'DENIED';
  reason: string | null;
  moderator_id: number | null;
  reviewed_at: number;
}

export interface TagBatch {
  tags: TagRow[];
  submissions: TagSubmissionRow[];
  /** The last review of each submission (a submission is reviewed once). */
  reviews: Map<number, SubmissionReview>;
  /** Proposals of known tags for a media (ADR 67), and their reviews, by proposal id. */
  proposals: MediaTagProposalRow[];
  proposalReviews: Map<number, SubmissionReview>;
  runs: Run[];
}

/** The review columns of a row not reviewed yet. */
const UNREVIEWED = { status: 'PENDING', reason: null, moderator_id: null, reviewed_at: null } as const;

function reviewed(
  reviews: Map<number, SubmissionReview>,
  id: number,
  status: SubmissionReview['status'],
  d: { moderatorId: number | null; reason?: string },
  at: number,
) {
  reviews.set(id, { id, status, reason: d.reason ?? null, moderator_id: d.moderatorId, reviewed_at: at });
}

function pairOf(run: Extract<Run, { kind: 'pairs' }>, mediaId: number, tagId: number): PairFold {
  const key = `${mediaId}:${tagId}`;
  let pair = run.pairs.get(key);
  if (!pair) {
    pair = { media_id: mediaId, tag_id: tagId, cleared: false, outcome: 'votes', isMediaSpoiler: false, userId: null, votes: new Map() };
    run.pairs.set(key, pair);
  }
  return pair;
}

export function foldTagEvents(events: readonly TagEvent[]): TagBatch {
  const batch: TagBatch = { tags: [], submissions: [], reviews: new Map(), proposals: [], proposalReviews: new Map(), runs: [] };
  const run = <K extends Run['kind']>(kind: K): Extract<Run, { kind: K }> => {
    const last = batch.runs.at(-1);
    if (last?.kind === kind) return last as Extract<Run, { kind: K }>;
    const fresh = (kind === 'import' ? { kind, lists: new Map() } : { kind, pairs: new Map() }) as Extract<Run, { kind: K }>;
    batch.runs.push(fresh);
    return fresh;
  };
  const put = (mediaId: number, tagId: number, isMediaSpoiler: boolean, userId: number) => {
    const pair = pairOf(run('pairs'), mediaId, tagId);
    Object.assign(pair, { outcome: 'added', isMediaSpoiler, userId });
  };
  for (const e of events) {
    const at = occurredAt(e);
    switch (e.type) {
      case 'MediaAdded': {
        const d = e.data;
        run('import').lists.set(d.mediaId, d.tags);
        break;
      }
      case 'MediaUpdated': {
        const d = e.data;
        if (d.changes.tags) run('import').lists.set(d.mediaId, d.changes.tags);
        break;
      }
      case 'MediaTagCreated': {
        const d = e.data;
        batch.tags.push({
          id: d.tagId,
          name: d.name,
          description: d.description,
          category: d.category,
          is_general_spoiler: d.isGeneralSpoiler,
          is_adult: d.isAdult,
          created_at: at,
        });
        break;
      }
      case 'MediaTagSubmitted': {
        const d = e.data;
        batch.submissions.push({
          id: d.tagId,
          name: d.name,
          description: d.description,
          is_adult: d.isAdult,
          media_id: d.mediaId,
          is_media_spoiler: d.isMediaSpoiler,
          user_id: d.userId,
          ...UNREVIEWED,
          created_at: at,
        });
        break;
      }
      case 'MediaTagSubmissionAccepted': {
        const d = e.data;
        reviewed(batch.reviews, d.tagId, 'ACCEPTED', d, at);
        put(d.mediaId, d.tagId, d.isMediaSpoiler, d.userId);
        break;
      }
      case 'MediaTagSubmissionDenied': {
        const d = e.data;
        reviewed(batch.reviews, d.tagId, 'DENIED', d, at);
        break;
      }
      case 'MediaTagAdded': {
        const d = e.data;
        put(d.mediaId, d.tagId, d.isMediaSpoiler, d.userId);
        break;
      }
      case 'MediaTagProposed': {
        const d = e.data;
        batch.proposals.push({
          id: d.proposalId,
          media_id: d.mediaId,
          tag_id: d.tagId,
          user_id: d.userId,
          is_media_spoiler: d.isMediaSpoiler,
          ...UNREVIEWED,
          created_at: at,
        });
        break;
      }
      case 'MediaTagProposalAccepted': {
        const d = e.data;
        reviewed(batch.proposalReviews, d.proposalId, 'ACCEPTED', d, at);
        put(d.mediaId, d.tagId, d.isMediaSpoiler, d.userId);
        break;
      }
      case 'MediaTagProposalDenied': {
        const d = e.data;
        reviewed(batch.proposalReviews, d.proposalId, 'DENIED', d, at);
        break;
      }
      case 'MediaTagSpoilerSet': {
        const d = e.data;
        const pair = pairOf(run('pairs'), d.mediaId, d.tagId);
        pair.isMediaSpoiler = d.isMediaSpoiler;
        if (pair.outcome !== 'added') pair.outcome = 'spoiler';
        break;
      }
      case 'MediaTagRemoved': {
        const d = e.data;
        const pair = pairOf(run('pairs'), d.mediaId, d.tagId);
        Object.assign(pair, { cleared: true, outcome: 'removed', isMediaSpoiler: false, userId: null });
        pair.votes.clear();
        break;
      }
      case 'MediaTagVoted': {
        const d = e.data;
        pairOf(run('pairs'), d.mediaId, d.tagId).votes.set(d.userId, {
          media_id: d.mediaId,
          tag_id: d.tagId,
          user_id: d.userId,
          vote: d.vote,
          created_at: at,
        });
        break;
      }
      default:
        break;
    }
  }
  return batch;
}
