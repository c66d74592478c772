import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { positiveInt } from '../../components/Forum/forumPaths.ts';
import { requireViewer } from '../../session/guards.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { notFound } from './ForumThreadQuery.ts';
import type { ThreadEditorQuery as ThreadEditorQueryType } from './__generated__/ThreadEditorQuery.graphql';

// /forum/thread/editor/{id?} (social §2): the thread being edited, asked through Page.threads so that opening the
// editor is not counted as a view (Thread(id) is); and a media chosen beforehand (?media=, from a media's threads).
export const threadEditorQuery = graphql`
  query ThreadEditorQuery($id: Int, $withThread: Boolean!, $mediaId: Int, $withMedia: Boolean!) {
    Page(perPage: 1) @include(if: $withThread) {
      threads(id: $id) {
        id
        title
        body
        isSticky
        isLocked
        user { id }
        categories { id }
        mediaCategories { id title { userPreferred } }
      }
    }
    Media(id: $mediaId) @include(if: $withMedia) {
      id
      title { userPreferred }
    }
  }
`;

/** Members only (a guest goes to /login); a thread that does not stand is a 404. Always fresh: it is about to change. */
export async function threadEditorLoader({ params, request }: LoaderFunctionArgs) {
  requireViewer();
  const id = params.id === undefined ? null : positiveInt(params.id);
  if (params.id !== undefined && !id) notFound();
  const mediaId = positiveInt(new URL(request.url).searchParams.get('media'));
  const loaded = await loadRouteQuery<ThreadEditorQueryType>(
    'forum-editor',
    threadEditorQuery,
    { id, withThread: id !== null, mediaId, withMedia: mediaId !== null },
    'network-only',
  );
  if (id !== null && !loaded.data?.Page?.threads?.[0]) notFound();
  return loaded;
}
