import { excerpt, type DomainEvent } from '@tsuzuki/events';
import type { ModActionFact } from '../framework/command.ts';
import type { ReviewCommand } from './commands.ts';
import type { ReviewContent, ReviewState } from './review.ts';

/** The fields an edit changed, as excerpts: what the moderator found and what they left. */
function changes(before: ReviewContent, after: ReviewContent): Record<string, unknown> {
  const changed = (Object.keys(after) as (keyof ReviewContent)[]).filter((k) => after[k] !== before[k]);
  const shown = (c: ReviewContent, k: keyof ReviewContent) => (k === 'body' ? excerpt(c.body) : c[k]);
  return {
    before: Object.fromEntries(changed.map((k) => [k, shown(before, k)])),
    after: Object.fromEntries(changed.map((k) => [k, shown(after, k)])),
  };
}

/** A community moderator editing or deleting another member's review (ADR 19). */
export function reviewModActions(command: ReviewCommand, events: DomainEvent[], state: ReviewState): ModActionFact[] {
  const { actor } = command.metadata;
  const review = state.review;
  if (actor.kind !== 'user' || !review || review.authorId === actor.id) return [];
  const about = { objectType: 'REVIEW' as const, objectId: command.metadata.ids.reviewId, subjectUserId: review.authorId };
  return events.flatMap((event): ModActionFact[] => {
    if (event.type === 'ReviewEdited') {
      const { summary, body, score, private: isPrivate } = event.data;
      return [
        {
          ...about,
          action: 'REVIEW_EDIT',
          data: { mediaId: review.mediaId, ...changes(review, { summary, body, score, private: isPrivate }) },
        },
      ];
    }
    if (event.type === 'ReviewDeleted') {
      return [
        { ...about, action: 'REVIEW_DELETE', data: { mediaId: review.mediaId, summary: review.summary, body: excerpt(review.body) } },
      ];
    }
    return [];
  });
}
