import { reviewListQuery } from '../../components/Review/ReviewListQuery.ts';
import { RECENT_PER_PAGE, reviewListVariables } from '../../components/Review/reviewListVariables.ts';
import type { ReviewListQuery } from '../../components/Review/__generated__/ReviewListQuery.graphql';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';

/**
 * /reviews (social §2): the first page of recent reviews, asked exactly as the list asks for it, so the page appears
 * with its cards. Fresh from the server: new reviews arrive all the time.
 */
export function reviewsLoader() {
  return loadRouteQuery<ReviewListQuery>('reviews', reviewListQuery, reviewListVariables({}, RECENT_PER_PAGE), 'network-only');
}
