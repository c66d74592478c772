import type { CommandName } from '@tsuzuki/events/commands';
import type { ContractCommand } from '../framework/command.ts';

type C<N extends CommandName> = ContractCommand<N, { reviewId: number }>;
export type ReviewCommand = C<'SaveReview'> | C<'DeleteReview'> | C<'RateReview'>;
