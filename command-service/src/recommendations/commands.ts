import { z } from 'zod';
import { Id, RECOMMENDATION_RATINGS, recommendationStream } from '@tsuzuki/events';
import { defineCommand, type Command, type ContextReader, type ModActionFact } from '../framework/command.ts';
import { requireMember } from '../framework/permissions.ts';
import { readMediaFacts } from '../reviews/mediaFacts.ts';
import { recommendationDecider, type RecommendationContext } from './decide.ts';
import { RECOMMENDATION_ERRORS as M } from './messages.ts';
import type { RecommendationState } from './recommendation.ts';

/**
 * The framework names a command's stream from one number: a pair of media travels as lower id × PAIR_BASE + higher
 * id, computed from the payload (never sent). Media ids stay far below the base.
 */
export const PAIR_BASE = 2 ** 22;
export const pairCode = (a: number, b: number) => Math.min(a, b) * PAIR_BASE + Math.max(a, b);
export const pairStream = (code: number) => recommendationStream(Math.floor(code / PAIR_BASE), code % PAIR_BASE);

const MediaId = Id.refine((id) => id < PAIR_BASE, M.mediaNotFound);
const pair = <S extends z.ZodObject<{ mediaId: typeof MediaId; mediaRecommendationId: typeof MediaId }>>(schema: S) =>
  schema.transform((p) => ({ ...p, pair: pairCode(p.mediaId, p.mediaRecommendationId) }));

/**
 * `recommendationId`: the entry the member saw, when they rate it by id (the query-service reads its pair): if the
 * pair's entry was deleted and recommended afresh since, the vote is not moved onto the new one.
 */
export const SaveRecommendationPayload = pair(z.object({
  mediaId: MediaId,
  mediaRecommendationId: MediaId,
  rating: z.enum(RECOMMENDATION_RATINGS).default('RATE_UP'),
  recommendationId: Id.optional(),
}));
export const DeleteRecommendationPayload = pair(z.object({ recommendationId: Id, mediaId: MediaId, mediaRecommendationId: MediaId }));

type Ids = { pair: number };
type C<T extends string, P extends z.ZodType> = Command<T, z.infer<P>, Ids>;
export type RecommendationCommand =
  | C<'SaveRecommendation', typeof SaveRecommendationPayload>
  | C<'DeleteRecommendation', typeof DeleteRecommendationPayload>;

const common = {
  stream: pairStream,
  decider: recommendationDecider,
  id: { field: 'pair', kind: 'recommendation', allocate: false } as const,
  authorise: requireMember,
  context: async (command: RecommendationCommand, read: ContextReader): Promise<RecommendationContext> => {
    if (command.type !== 'SaveRecommendation') return { media: new Map() };
    return { media: await readMediaFacts([command.payload.mediaId, command.payload.mediaRecommendationId], read) };
  },
};

export const recommendationCommands = [
  defineCommand<Extract<RecommendationCommand, { type: 'SaveRecommendation' }>, RecommendationState, RecommendationContext>({
    type: 'SaveRecommendation', schema: SaveRecommendationPayload, ...common,
    // Only an up vote not naming an entry may start one; when the pair has an entry already the id stays unused
    // (ids have gaps, as activity ids do).
    pools: (p) => (p.recommendationId === undefined && p.rating === 'RATE_UP' ? { recommendation: 1 } : {}),
  }),
  defineCommand<Extract<RecommendationCommand, { type: 'DeleteRecommendation' }>, RecommendationState, RecommendationContext>({
    type: 'DeleteRecommendation', schema: DeleteRecommendationPayload, ...common,
    // A community moderator removing another member's recommendation (ADR 19).
    modAction: ({ metadata: { actor } }, events) => events.flatMap((e) => (e.type === 'RecommendationDeleted' && actor.kind === 'user' && e.data.userId !== actor.id
      ? [{
        action: 'RECOMMENDATION_DELETE', objectType: 'RECOMMENDATION', objectId: e.data.recommendationId, subjectUserId: e.data.userId,
        data: { mediaId: e.data.mediaId, mediaRecommendationId: e.data.mediaRecommendationId },
      } satisfies ModActionFact]
      : [])),
  }),
];
