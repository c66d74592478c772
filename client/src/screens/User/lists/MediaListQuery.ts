import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { viewerSession } from '../../../session/viewerSession.ts';
import { loadUserQuery, userParam } from '../UserQuery.ts';
import type { MediaListPageQuery as MediaListPageQueryType } from './__generated__/MediaListPageQuery.graphql';

export type ListType = 'ANIME' | 'MANGA';

// A user's whole list of one type (core §2), grouped by the server in the owner's section order. The fields here
// feed the filters and sorts; each row reads what it shows through its own fragment.
export const mediaListPageQuery = graphql`
  query MediaListPageQuery($userId: Int, $userName: String, $type: MediaType!, $withViewer: Boolean!) {
    # Sections follow the viewer's own section order (core §2), the owner's where the viewer names none.
    Viewer @include(if: $withViewer) {
      id
      mediaListOptions { animeList { sectionOrder } mangaList { sectionOrder } }
    }
    MediaListCollection(userId: $userId, userName: $userName, type: $type) {
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

// Always from the server: saves made on other pages (the editor, quick actions) move entries between sections.
export function mediaListLoader(type: ListType) {
  return ({ params }: LoaderFunctionArgs) => {
    const user = userParam(params.name);
    return loadUserQuery<MediaListPageQueryType>(
      'media-list',
      mediaListPageQuery,
      { userId: user.id, userName: user.name, type, withViewer: viewerSession.getState().viewer != null },
      // An owner without entries still has a (empty) collection; unknown users answer 404 and go to /404.
      () => true,
      'network-only',
    );
  };
}
