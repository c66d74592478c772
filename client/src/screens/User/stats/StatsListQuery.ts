import { graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loadUserQuery, userParam } from '../UserQuery.ts';
import type { StatsListQuery as StatsListQueryType } from './__generated__/StatsListQuery.graphql';
import { apiSort, isStatsListPage, isStatsType, statsSort } from './statsPages.ts';

// stats/{anime|manga}/{genres|tags|voice-actors|studios|staff}: one breakdown in the order of ?sort= (the API sorts).
export const statsListQuery = graphql`
  query StatsListQuery(
    $id: Int
    $name: String
    $anime: Boolean!
    $sort: [UserStatisticsSort]
    $genres: Boolean!
    $tags: Boolean!
    $voiceActors: Boolean!
    $studios: Boolean!
    $staff: Boolean!
  ) {
    User(id: $id, name: $name) {
      id
      name
      statistics {
        anime @include(if: $anime) {
          count
          ...StatCardList_statistics
            @arguments(sort: $sort, genres: $genres, tags: $tags, voiceActors: $voiceActors, studios: $studios, staff: $staff)
        }
        manga @skip(if: $anime) {
          count
          ...StatCardList_statistics
            @arguments(sort: $sort, genres: $genres, tags: $tags, voiceActors: $voiceActors, studios: $studios, staff: $staff)
        }
      }
    }
  }
`;

export function statsListLoader({ params, request }: LoaderFunctionArgs) {
  const { type, page } = params;
  if (!isStatsType(type) || !isStatsListPage(type, page)) throw redirect('/404');
  const variables = {
    ...userParam(params.name),
    anime: type === 'anime',
    sort: [apiSort(statsSort(new URL(request.url).searchParams.get('sort')))],
    genres: page === 'genres',
    tags: page === 'tags',
    voiceActors: page === 'voice-actors',
    studios: page === 'studios',
    staff: page === 'staff',
  };
  return loadUserQuery<StatsListQueryType>('user-stats-list', statsListQuery, variables, (data) => data?.User != null, 'network-only');
}
