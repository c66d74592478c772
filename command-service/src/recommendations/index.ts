import { defineCommand, type ContextReader, type ModActionFact, type RegisteredCommand } from '../framework/command.ts';
import { requireMember } from '../framework/permissions.ts';
import { readMediaFacts } from '../reviews/mediaFacts.ts';
import { pairStream, type RecommendationCommand } from './commands.ts';
import { recommendationDecider, type RecommendationContext } from './decide.ts';
import type { RecommendationState } from './recommendation.ts';

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
    type: 'SaveRecommendation',
    ...common,
    // Only an up vote not naming an entry may start one; when the pair has an entry already the id stays unused
    // (ids have gaps, as activity ids do).
    pools: (p) => (p.recommendationId === undefined && p.rating === 'RATE_UP' && p.new !== false ? { recommendation: 1 } : {}),
  }),
  defineCommand<Extract<RecommendationCommand, { type: 'DeleteRecommendation' }>, RecommendationState, RecommendationContext>({
    type: 'DeleteRecommendation',
    ...common,
    // A community moderator removing another member's recommendation (ADR 19).
    modAction: ({ metadata: { actor } }, events) =>
      events.flatMap((e) =>
        e.type === 'RecommendationDeleted' && actor.kind === 'user' && e.data.userId !== actor.id
          ? [
              {
                action: 'RECOMMENDATION_DELETE',
                objectType: 'RECOMMENDATION',
                objectId: e.data.recommendationId,
                subjectUserId: e.data.userId,
                data: { mediaId: e.data.mediaId, mediaRecommendationId: e.data.mediaRecommendationId },
              } satisfies ModActionFact,
            ]
          : [],
      ),
  }),
];

/** Recommendations: rating a pair of media (the first up vote adds it) and removing it, by command name. */
export const recommendationCommandsByName: ReadonlyMap<string, RegisteredCommand> = new Map(recommendationCommands.map((c) => [c.type, c]));
