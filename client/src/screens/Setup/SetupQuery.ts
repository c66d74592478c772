import { graphql } from 'react-relay';
import { requireViewer } from '../../session/guards.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import type { SetupQuery as SetupQueryType } from './__generated__/SetupQuery.graphql';

// The setup flow after sign-up (social §2): language, scores, avatar, color, complete.
export const setupQuery = graphql`
  query SetupQuery {
    Viewer {
      id
      name
      ...SetupLanguage_user
      ...SetupScores_user
      ...SetupAvatar_user
      ...SetupColor_user
    }
  }
`;

export function setupLoader() {
  requireViewer();
  return loadRouteQuery<SetupQueryType>('setup', setupQuery, {});
}

export type SetupUser = NonNullable<SetupQueryType['response']['Viewer']>;
