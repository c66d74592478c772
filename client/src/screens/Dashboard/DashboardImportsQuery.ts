import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import type { DashboardImportsQuery as DashboardImportsQueryType } from './__generated__/DashboardImportsQuery.graphql';

// /edit/dashboard/imports: what the catalogue holds now, counted (each list asks for a row or a few and its total).
// Relay keeps one record per field and arguments, whatever the alias: six Page(perPage: 1) shared one pageInfo, and
// every count showed the last one written (the members'). Each count has its own perPage, so its own record.
export const dashboardImportsQuery = graphql`
  query DashboardImportsQuery {
    anime: Page(perPage: 1) { pageInfo { total } media(type: ANIME) { id } }
    manga: Page(perPage: 2) { pageInfo { total } media(type: MANGA) { id } }
    characters: Page(perPage: 3) { pageInfo { total } characters { id } }
    staff: Page(perPage: 4) { pageInfo { total } staff { id } }
    studios: Page(perPage: 5) { pageInfo { total } studios { id } }
    members: Page(perPage: 6) { pageInfo { total } users { id } }
  }
`;

export const dashboardImportsLoader = () =>
  loadRouteQuery<DashboardImportsQueryType>('dashboard-imports', dashboardImportsQuery, {}, 'network-only');
