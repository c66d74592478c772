import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { parseRecommendationsView, type RecommendationsSort } from '../../components/Recommendation/recommendationRules.ts';
import { isLoggedIn } from '../../session/guards.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import type { RecommendationsQuery as RecommendationsQueryType } from './__generated__/RecommendationsQuery.graphql';

// /recommendations (social §2, §7): the first page of pairs in the URL's sort, All or the viewer's list. Later pages
// are the list's own (RecommendationsList), of the same size (RECOMMENDATIONS_PER_PAGE).
export const recommendationsQuery = graphql`
  query RecommendationsQuery($sort: [RecommendationSort], $onList: Boolean) {
    ...RecommendationsList_query @arguments(first: 20, sort: $sort, onList: $onList)
  }
`;

export interface RecommendationsVariables {
  readonly sort: readonly RecommendationsSort[];
  readonly onList: true | null;
}

export function recommendationsVariables(search: URLSearchParams): RecommendationsVariables {
  const view = parseRecommendationsView(search, isLoggedIn());
  return { sort: [view.sort], onList: view.onList ? true : null };
}

/** Fresh from the server: pairs added or rated elsewhere in the session belong in Recent and in the ratings. */
export function recommendationsLoader({ request }: LoaderFunctionArgs) {
  const variables = recommendationsVariables(new URL(request.url).searchParams);
  return loadRouteQuery<RecommendationsQueryType>('recommendations', recommendationsQuery, variables, 'network-only');
}
