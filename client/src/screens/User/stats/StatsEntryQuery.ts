import { graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loadUserQuery, userParam } from '../UserQuery.ts';
import type { StatsEntryQuery as StatsEntryQueryType } from './__generated__/StatsEntryQuery.graphql';
import { isStatsType, statsOpeningType, statsPath } from './statsPages.ts';

// /user/{name}/stats (social §2) and the header's Stats tab, which links there: only the counts, to choose the list.
export const statsEntryQuery = graphql`
  query StatsEntryQuery($id: Int, $name: String) {
    User(id: $id, name: $name) {
      id
      statistics {
        anime { count }
        manga { count }
      }
    }
  }
`;

/** /stats opens anime, or manga when the user has manga entries and no anime ones. */
export async function statsEntryLoader({ params }: LoaderFunctionArgs) {
  const loaded = await loadUserQuery<StatsEntryQueryType>(
    'user-stats-entry',
    statsEntryQuery,
    userParam(params.name),
    (data) => data?.User != null,
    'network-only',
  );
  const stats = loaded.data?.User?.statistics;
  return redirect(statsPath(params.name ?? '', statsOpeningType(stats?.anime?.count, stats?.manga?.count)));
}

/** stats/{anime|manga} is the layout of that list's pages; any other type is no page. */
export function statsTypeLoader({ params }: LoaderFunctionArgs) {
  if (!isStatsType(params.type)) throw redirect('/404');
  return null;
}

/** stats/{type} alone opens its overview. */
export function statsTypeIndexLoader({ params }: LoaderFunctionArgs) {
  if (!isStatsType(params.type)) throw redirect('/404');
  return redirect(statsPath(params.name ?? '', params.type));
}
