import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import type { DashboardFeedQuery as DashboardFeedQueryType } from './__generated__/DashboardFeedQuery.graphql';

// /edit/dashboard/feed: the newest mod actions, the open reports and the chain's verdict, fresh every time.
export const dashboardFeedQuery = graphql`
  query DashboardFeedQuery {
    recent: Page(page: 1, perPage: 10) {
      modActions {
        id
        ...ModActionRow_action
      }
    }
    open: Page(page: 1, perPage: 10) {
      pageInfo { total }
      reports(cleared: false) {
        id
        ...ReportCard_report
      }
    }
    ModActionChain {
      ...ChainVerdict_chain
    }
  }
`;

export const dashboardFeedLoader = () => loadRouteQuery<DashboardFeedQueryType>('dashboard-feed', dashboardFeedQuery, {}, 'network-only');
