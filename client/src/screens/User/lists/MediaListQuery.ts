import { graphql, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { viewerSession } from '../../../session/viewerSession.ts';
import { startRouteQuery, type RouteQuery } from '../../../system/loadRouteQuery.ts';
import { loadUserQuery, userParam } from '../UserQuery.ts';
import type { MediaListPageQuery as MediaListPageQueryType } from './__generated__/MediaListPageQuery.graphql';

import { mediaListVariables, type ListType } from './mediaListVariables.ts';

export { HEAD_ENTRIES, type ListType } from './mediaListVariables.ts';

// A user's whole list of one type (core §2), grouped by the server in the owner's section order; with perChunk,
// only its first entries in the owner's row order (the head the page shows while the whole list streams in). The
// fields here feed the filters and sorts; each row reads what it shows through its own fragment.
export const mediaListPageQuery = graphql`
  query MediaListPageQuery($userId: Int, $userName: String, $type: MediaType!, $withViewer: Boolean!, $perChunk: Int)
  @preloadable {
    # Sections follow the viewer's own section order (core §2), the owner's where the viewer names none.
    Viewer @include(if: $withViewer) {
      id
      mediaListOptions { animeList { sectionOrder } mangaList { sectionOrder } }
    }
    MediaListCollection(userId: $userId, userName: $userName, type: $type, perChunk: $perChunk) {
      hasNextChunk
      user {
        id
        name
        mediaListOptions { scoreFormat rowOrder }
      }
      lists {
        name
        isCustomList
        isSplitCompletedList
        status
        entries {
          id
          mediaId
          status
          score
          progress
          updatedAt
          createdAt
          startedAt { year month day }
          completedAt { year month day }
          media {
            id
            format
            genres
            countryOfOrigin
            averageScore
            popularity
            synonyms
            title { userPreferred romaji english native }
            startDate { year month day }
          }
          ...ListRow_entry
        }
      }
    }
  }
`;

/** The list page's loader data: the head, and the whole list when the head is not all of it. */
export interface MediaListLoaded extends RouteQuery<MediaListPageQueryType> {
  readonly whole: PreloadedQuery<MediaListPageQueryType> | null;
}

export const WHOLE_LIST_ROUTE_KEY = 'media-list-whole';

// Always from the server: saves made on other pages (the editor, quick actions) move entries between sections.
// The loader waits only for the head (the first HEAD_ENTRIES entries): a 2,000-entry list's whole answer takes
// seconds to make, carry and store, and the page shows the head meanwhile (ADR 47). The whole list is asked for at
// once beside it, and the page suspends on it below the head.
export function mediaListLoader(type: ListType) {
  return async ({ params }: LoaderFunctionArgs): Promise<MediaListLoaded> => {
    const user = userParam(params.name);
    const withViewer = viewerSession.getState().viewer != null;
    const head = await loadUserQuery<MediaListPageQueryType>(
      'media-list',
      mediaListPageQuery,
      mediaListVariables(user, type, withViewer, false),
      // An owner without entries still has a (empty) collection; unknown users answer 404 and go to /404.
      () => true,
      'network-only',
    );
    const whole = head.data?.MediaListCollection?.hasNextChunk
      ? startRouteQuery<MediaListPageQueryType>(
          WHOLE_LIST_ROUTE_KEY,
          mediaListPageQuery,
          mediaListVariables(user, type, withViewer, true),
          'network-only',
        )
      : null;
    return { ...head, whole };
  };
}
