import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import type { DashboardImportsQuery as DashboardImportsQueryType } from './__generated__/DashboardImportsQuery.graphql';

// /edit/dashboard/imports: what the catalogue holds now, counted (each list asks for one row and its total).
export const dashboardImportsQuery = graphql`
  query DashboardImportsQuery {
    anime: Page(perPage: 1) { pageInfo { total } media(type: ANIME) { id } }
    manga: Page(perPage: 1) { pageInfo { total } media(type: MANGA) { id } }
    characters: Page(perPage: 1) { pageInfo { total } characters { id } }
    staff: Page(perPage: 1) { pageInfo { total } staff { id } }
    studios: Page(perPage: 1) { pageInfo { total } studios { id } }
    members: Page(perPage: 1) { pageInfo { total } users { id } }
  }
`;

export const dashboardImportsLoader = () =>
  loadRouteQuery<DashboardImportsQueryType>('dashboard-imports', dashboardImportsQuery, {}, 'network-only');
