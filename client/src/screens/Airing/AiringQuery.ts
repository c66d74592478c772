import { graphql } from 'react-relay';
import { requireViewer } from '../../session/guards.ts';
import { viewerSession } from '../../session/viewerSession.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import type { AiringQuery as AiringQueryType } from './__generated__/AiringQuery.graphql';

// /airing (core §2): the viewer's watching and rewatching anime; the page keeps those airing now.
export const airingQuery = graphql`
  query AiringQuery($userId: Int!) {
    MediaListCollection(userId: $userId, type: ANIME, status_in: [CURRENT, REPEATING], forceSingleCompletedList: true) {
      lists {
        entries {
          id
          media {
            id
            status(version: 2)
            nextAiringEpisode { timeUntilAiring }
          }
          ...AiringCard_entry
        }
      }
    }
  }
`;

/** Login required: a guest goes to /login. Fresh from the server, since progress changes everywhere. */
export function airingLoader() {
  requireViewer();
  const userId = viewerSession.getState().viewer!.id;
  return loadRouteQuery<AiringQueryType>('airing', airingQuery, { userId }, 'network-only');
}
