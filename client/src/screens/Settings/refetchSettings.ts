import { fetchQuery } from 'react-relay';
import { viewerSession } from '../../session/viewerSession.ts';
import { environment } from '../../system/relayEnvironment.ts';
import { settingsQuery } from './SettingsQuery.ts';
import type { SettingsQuery } from './__generated__/SettingsQuery.graphql';

/** After a change made outside UpdateUser (an upload): fetch the settings viewer and the session's viewer again. */
export async function refetchSettings(): Promise<void> {
  await Promise.all([
    fetchQuery<SettingsQuery>(environment, settingsQuery, {}, { fetchPolicy: 'network-only' }).toPromise(),
    viewerSession.refresh(),
  ]);
}
