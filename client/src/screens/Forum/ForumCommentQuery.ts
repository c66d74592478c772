import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { positiveInt } from '../../components/Forum/forumPaths.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { notFound, orNotFound } from './ForumThreadQuery.ts';
import type { ForumCommentQuery as ForumCommentQueryType } from './__generated__/ForumCommentQuery.graphql';

// /forum/thread/{id}/comment/{commentId} (social §2, ForumThreadComment): one comment with the replies under it,
// below its thread. Notifications link here (a reply, a mention, a like).
export const forumCommentQuery = graphql`
  query ForumCommentQuery($threadId: Int!, $commentId: Int!) {
    Thread(id: $threadId) {
      id
      title
      isLocked
      ...ThreadView_thread
    }
    ThreadComment(id: $commentId) {
      id
      threadId
      ...CommentTree_comment
    }
  }
`;

/** A comment of another thread, or none, is not found here. */
export async function forumCommentLoader({ params }: LoaderFunctionArgs) {
  const threadId = positiveInt(params.id);
  const commentId = positiveInt(params.commentId);
  if (!threadId || !commentId) notFound();
  const loaded = await orNotFound(
    loadRouteQuery<ForumCommentQueryType>('forum-comment', forumCommentQuery, { threadId, commentId }, 'network-only'),
  );
  const comment = loaded.data?.ThreadComment?.[0];
  if (!loaded.data?.Thread || !comment || comment.threadId !== threadId) notFound();
  return loaded;
}
