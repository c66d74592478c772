import { graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loadUserQuery, userParam } from '../UserQuery.ts';
import type { StatsOverviewQuery as StatsOverviewQueryType } from './__generated__/StatsOverviewQuery.graphql';
import { isStatsType } from './statsPages.ts';

// stats/{anime|manga}/overview: the totals and every chart's breakdown of one list type, in the owner's score format.
export const statsOverviewQuery = graphql`
  query StatsOverviewQuery($id: Int, $name: String, $anime: Boolean!) {
    User(id: $id, name: $name) {
      id
      name
      mediaListOptions { scoreFormat }
      statistics {
        anime @include(if: $anime) { count ...StatsOverviewBody_statistics }
        manga @skip(if: $anime) { count ...StatsOverviewBody_statistics }
      }
    }
  }
`;

// Always from the server, like the list pages: an entry saved on another screen changes every figure.
export function statsOverviewLoader({ params }: LoaderFunctionArgs) {
  if (!isStatsType(params.type)) throw redirect('/404');
  const variables = { ...userParam(params.name), anime: params.type === 'anime' };
  return loadUserQuery<StatsOverviewQueryType>(
    'user-stats-overview',
    statsOverviewQuery,
    variables,
    (data) => data?.User != null,
    'network-only',
  );
}
