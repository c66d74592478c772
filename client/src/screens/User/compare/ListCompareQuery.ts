import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { viewerSession } from '../../../session/viewerSession.ts';
import { loadUserQuery, userParam } from '../UserQuery.ts';
import type { ListType } from '../lists/MediaListQuery.ts';
import type { ListCompareQuery as ListCompareQueryType } from './__generated__/ListCompareQuery.graphql';

// The owner's list and, for a signed-in viewer, the viewer's own (core §2 .../compare). Raw scores, so that both
// show in the viewer's format.
export const listCompareQuery = graphql`
  query ListCompareQuery($userId: Int, $userName: String, $viewerId: Int, $withViewer: Boolean!, $type: MediaType!) {
    theirs: MediaListCollection(userId: $userId, userName: $userName, type: $type, forceSingleCompletedList: true) {
      user { id name }
      lists {
        entries { id mediaId status progress scoreRaw: score(format: POINT_100) media { id type format title { userPreferred } coverImage { medium color } } }
      }
    }
    mine: MediaListCollection(userId: $viewerId, type: $type, forceSingleCompletedList: true) @include(if: $withViewer) {
      lists {
        entries { id mediaId status progress scoreRaw: score(format: POINT_100) media { id type format title { userPreferred } coverImage { medium color } } }
      }
    }
  }
`;

export function listCompareLoader(type: ListType) {
  return ({ params }: LoaderFunctionArgs) => {
    const user = userParam(params.name);
    const viewerId = viewerSession.getState().viewer?.id ?? null;
    return loadUserQuery<ListCompareQueryType>(
      'list-compare',
      listCompareQuery,
      { userId: user.id, userName: user.name, viewerId, withViewer: viewerId != null, type },
      () => true,
      'network-only',
    );
  };
}
