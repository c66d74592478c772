import { recommendationStream } from '@tsuzuki/events';
import { PAIR_BASE, type CommandName } from '@tsuzuki/events/commands';
import type { ContractCommand } from '../framework/command.ts';

/** The stream of a pair of media, from its code (events/src/commands/reviews.ts pairCode). */
export const pairStream = (code: number) => recommendationStream(Math.floor(code / PAIR_BASE), code % PAIR_BASE);

type C<N extends CommandName> = ContractCommand<N, { pair: number }>;
export type RecommendationCommand = C<'SaveRecommendation'> | C<'DeleteRecommendation'>;
