import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import type { DashboardReportsQuery as DashboardReportsQueryType } from './__generated__/DashboardReportsQuery.graphql';

export const REPORTS_PER_PAGE = 20;

// /edit/dashboard/reports: the open queue (or, with ?cleared=1, the handled reports), 20 a page, newest first.
export const dashboardReportsQuery = graphql`
  query DashboardReportsQuery($page: Int, $perPage: Int, $cleared: Boolean) {
    Page(page: $page, perPage: $perPage) {
      pageInfo { total currentPage lastPage hasNextPage }
      reports(cleared: $cleared) {
        id
        ...ReportCard_report
      }
    }
  }
`;

export function reportsFilter(params: URLSearchParams): { cleared: boolean; page: number } {
  const page = Number(params.get('page'));
  return { cleared: params.get('cleared') === '1', page: Number.isInteger(page) && page > 0 ? page : 1 };
}

export function dashboardReportsLoader({ request }: LoaderFunctionArgs) {
  const { cleared, page } = reportsFilter(new URL(request.url).searchParams);
  return loadRouteQuery<DashboardReportsQueryType>(
    'dashboard-reports',
    dashboardReportsQuery,
    { page, perPage: REPORTS_PER_PAGE, cleared },
    'network-only',
  );
}
