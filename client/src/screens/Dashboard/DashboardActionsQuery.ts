import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { actionVariables, parseActionFilters } from './actionFilters.ts';
import type { DashboardActionsQuery as DashboardActionsQueryType } from './__generated__/DashboardActionsQuery.graphql';

// /edit/dashboard/actions: a page (20) of the mod-action history as the address filters it, the moderators to filter
// by, and the chain's verdict recomputed from the log.
export const dashboardActionsQuery = graphql`
  query DashboardActionsQuery(
    $page: Int, $perPage: Int, $moderatorId: Int, $action: ModActionKind, $objectType: ModActionObjectType, $objectId: Int, $userId: Int,
    $from: Int, $to: Int
  ) {
    Page(page: $page, perPage: $perPage) {
      pageInfo { total currentPage lastPage hasNextPage }
      modActions(moderatorId: $moderatorId, action: $action, objectType: $objectType, objectId: $objectId, userId: $userId, from: $from, to: $to) {
        id
        ...ModActionRow_action
      }
    }
    moderators: Page(page: 1, perPage: 50) {
      users(isModerator: true, sort: [USERNAME]) { id name }
    }
    ModActionChain {
      ...ChainVerdict_chain
    }
  }
`;

export function dashboardActionsLoader({ request }: LoaderFunctionArgs) {
  const filters = parseActionFilters(new URL(request.url).searchParams);
  return loadRouteQuery<DashboardActionsQueryType>('dashboard-actions', dashboardActionsQuery, actionVariables(filters), 'network-only');
}
