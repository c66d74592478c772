import type { InputOf, ReviewRating } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import type { ReviewVoteRow } from './rows.ts';

// A batch of review events folded into net effects per row, applied in a few set-based statements (index.ts).
// Each ReviewRated carries the vote it replaces, so a batch's counts are sums of per-event differences and equal a
// recount whatever the batch boundaries.

/** The events this read model handles (PROJECTION_INPUTS.reviews). */
type ReviewEvent = RecordedEvent<InputOf<'reviews'>>;

export interface ReviewInsert {
  id: number;
  user_id: number;
  media_id: number;
  media_type: string;
  summary: string;
  body: string;
  score: number;
  private: boolean;
  created_at: number;
  updated_at: number;
}
export interface ReviewPatch {
  id: number;
  summary: string;
  body: string;
  score: number;
  private: boolean;
  updated_at: number;
}

export interface ReviewBatch {
  written: Map<number, ReviewInsert>;
  /** The last edit of each review in the batch. */
  edits: Map<number, ReviewPatch>;
  /** "review:user" → the member's last vote in the batch (rating 0: taken back). */
  votes: Map<string, ReviewVoteRow>;
  /** Per review: up votes and all votes gained (or lost). */
  upDelta: Map<number, number>;
  amountDelta: Map<number, number>;
  deleted: Set<number>;
  /** "review:reporter" → the report, for the moderators (issue 12 reads them); kept after the review is gone. */
  reports: Map<
    string,
    { review_id: number; reporter_id: number; author_id: number; reason: string; summary: string; body: string; created_at: number }
  >;
}

const seconds = (event: RecordedEvent) => Math.floor(Date.parse(event.metadata.occurredAt) / 1000);
const add = (map: Map<number, number>, key: number, by: number) => {
  if (by) map.set(key, (map.get(key) ?? 0) + by);
};
export const VOTE_VALUE: Record<ReviewRating, number> = { UP_VOTE: 1, DOWN_VOTE: -1, NO_VOTE: 0 };

export function foldReviews(events: readonly ReviewEvent[]): ReviewBatch {
  const b: ReviewBatch = {
    written: new Map(),
    edits: new Map(),
    votes: new Map(),
    upDelta: new Map(),
    amountDelta: new Map(),
    deleted: new Set(),
    reports: new Map(),
  };
  for (const event of events) {
    const at = seconds(event);
    switch (event.type) {
      case 'ReviewWritten': {
        const { reviewId, userId, mediaId, mediaType, ...content } = event.data;
        b.written.set(reviewId, {
          id: reviewId,
          user_id: userId,
          media_id: mediaId,
          media_type: mediaType,
          ...content,
          created_at: at,
          updated_at: at,
        });
        break;
      }
      case 'ReviewEdited': {
        const d = event.data;
        b.edits.set(d.reviewId, { id: d.reviewId, summary: d.summary, body: d.body, score: d.score, private: d.private, updated_at: at });
        break;
      }
      case 'ReviewRated': {
        const d = event.data;
        b.votes.set(`${d.reviewId}:${d.userId}`, {
          review_id: d.reviewId,
          user_id: d.userId,
          rating: VOTE_VALUE[d.rating],
          created_at: at,
        });
        add(b.upDelta, d.reviewId, Number(d.rating === 'UP_VOTE') - Number(d.previous === 'UP_VOTE'));
        add(b.amountDelta, d.reviewId, Number(d.rating !== 'NO_VOTE') - Number(d.previous !== 'NO_VOTE'));
        break;
      }
      case 'ReviewDeleted':
        b.deleted.add(event.data.reviewId);
        break;
      case 'ReviewReported': {
        const d = event.data;
        b.reports.set(`${d.reviewId}:${d.reporterId}`, {
          review_id: d.reviewId,
          reporter_id: d.reporterId,
          author_id: d.authorId,
          reason: d.reason,
          summary: d.summary,
          body: d.body,
          created_at: seconds(event),
        });
        break;
      }
      default:
        break;
    }
  }
  return b;
}
