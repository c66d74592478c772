import { graphql } from 'react-relay';
import { redirect } from 'react-router-dom';
import { requireViewer } from '../../session/guards.ts';
import { viewerSession } from '../../session/viewerSession.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { GraphQLRequestError } from '../../system/transport/errors.ts';
import type { SettingsQuery as SettingsQueryType } from './__generated__/SettingsQuery.graphql';

// The settings variant of the viewer (core §3: adds timezone and activityMergeTime), one fragment per screen.
export const settingsQuery = graphql`
  query SettingsQuery {
    Viewer {
      id
      ...SettingsProfile_user
      ...SettingsAccount_user
      ...SettingsMedia_user
      ...SettingsLists_user
      ...SettingsNotifications_user
    }
  }
`;

/** /settings/*: logged-in viewers only; a session the server no longer knows logs out and goes to /login. */
export async function settingsLoader() {
  requireViewer();
  try {
    return await loadRouteQuery<SettingsQueryType>('settings', settingsQuery, {});
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.status === 401) {
      viewerSession.clear();
      throw redirect('/login');
    }
    throw error;
  }
}
