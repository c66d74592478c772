import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { isAdmin } from '@tsuzuki/events/roles';
import { viewerSession } from '../../session/viewerSession.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { GraphQLRequestError } from '../../system/relayEnvironment.ts';
import type { DashboardSettingsQuery as DashboardSettingsQueryType } from './__generated__/DashboardSettingsQuery.graphql';

// /edit/dashboard/settings?name=…: for admins, the site's announcements and the member they are about to give roles or
// a donator tier, found by name (the guard has confirmed the viewer's roles before this runs).
export const dashboardSettingsQuery = graphql`
  query DashboardSettingsQuery($name: String, $asked: Boolean!, $admin: Boolean!) {
    User(name: $name) @include(if: $asked) {
      id
      ...MemberStaffEditor_user
    }
    Announcements @include(if: $admin) {
      id
      ...AnnouncementItem_announcement
    }
  }
`;

export const memberNameParam = (params: URLSearchParams) => params.get('name')?.trim() ?? '';

export async function dashboardSettingsLoader({ request }: LoaderFunctionArgs) {
  const admin = isAdmin((viewerSession.getState().viewer?.moderatorRoles ?? []).flatMap((role) => (role ? [role as string] : [])));
  const name = admin ? memberNameParam(new URL(request.url).searchParams) : '';
  const load = (asked: boolean) =>
    loadRouteQuery<DashboardSettingsQueryType>(
      'dashboard-settings',
      dashboardSettingsQuery,
      { name: asked ? name : null, asked, admin },
      'network-only',
    );
  try {
    return await load(name !== '');
  } catch (error) {
    // No member by that name: the page says so under the search box.
    if (error instanceof GraphQLRequestError && error.status === 404) return load(false);
    throw error;
  }
}
