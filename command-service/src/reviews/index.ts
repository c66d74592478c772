import { reviewStream, type DomainEvent } from '@tsuzuki/events';
import { defineCommand, type ContextReader, type RegisteredCommand } from '../framework/command.ts';
import { requireMember } from '../framework/permissions.ts';
import { readParties } from '../social/parties.ts';
import type { ReviewCommand } from './commands.ts';
import { reviewDecider, type ReviewContext } from './decide.ts';
import { readMediaFacts } from './mediaFacts.ts';
import { REVIEW_ERRORS as M } from './messages.ts';
import { reviewModActions } from './modActions.ts';
import type { ReviewState } from './review.ts';

/** Who holds a member's review of a media: one review per member and media, across review streams. */
export const REVIEW_SCOPE = 'review';
export const reviewKey = (userId: number, mediaId: number) => `${userId}:${mediaId}`;

const common = {
  stream: reviewStream,
  decider: reviewDecider,
  authorise: requireMember,
  context: async (command: ReviewCommand, read: ContextReader, state: ReviewState): Promise<ReviewContext> => {
    const actorId = command.metadata.actor.kind === 'user' ? command.metadata.actor.id : null;
    // A vote reaches the review's author (their blocks, and the voter's of them, decide).
    const author = state.review?.authorId;
    if (command.type === 'RateReview' && author !== undefined && author !== actorId && command.payload.rating !== 'NO_VOTE') {
      return { media: null, parties: await readParties([author], actorId, read) };
    }
    // Only a new review reads its media: an existing one keeps the media (and the type) it was written for.
    if (command.type !== 'SaveReview' || state.review) return { media: null, parties: new Map() };
    const mediaId = command.payload.mediaId;
    return { media: mediaId === undefined ? null : ((await readMediaFacts([mediaId], read)).get(mediaId) ?? null), parties: new Map() };
  },
};
const existing = { field: 'reviewId', kind: 'review', allocate: false } as const;

function reviewCommand<T extends ReviewCommand>(type: T['type'], extra: object = {}) {
  return defineCommand<T, ReviewState, ReviewContext>({ type, ...common, id: existing, ...extra });
}

export const reviewCommands = [
  reviewCommand('SaveReview', {
    id: { field: 'reviewId', kind: 'review', allocate: true },
    modAction: reviewModActions,
    // A new review claims the member's pair with its media; an edit claims nothing (its stream holds the pair).
    reserve: (command: Extract<ReviewCommand, { type: 'SaveReview' }>) => {
      const { actor } = command.metadata;
      const { reviewId, mediaId } = command.payload;
      if (reviewId !== undefined || mediaId === undefined || actor.kind !== 'user') return null;
      return { scope: REVIEW_SCOPE, key: reviewKey(actor.id, mediaId), conflict: M.alreadyReviewed };
    },
  }),
  reviewCommand('DeleteReview', {
    modAction: reviewModActions,
    // The member may write a new review of the media once this one is gone.
    releases: (_command: ReviewCommand, events: DomainEvent[]) =>
      events.flatMap((e) => (e.type === 'ReviewDeleted' ? [{ scope: REVIEW_SCOPE, key: reviewKey(e.data.authorId, e.data.mediaId) }] : [])),
  }),
  reviewCommand('RateReview'),
  // Reports of reviews are the reported member's (CreateUserReport, moderation/reports, ADR 21).
];

/** Reviews: writing, editing, deleting, voting on and reporting them, by command name. */
export const reviewCommandsByName: ReadonlyMap<string, RegisteredCommand> = new Map(reviewCommands.map((c) => [c.type, c]));
