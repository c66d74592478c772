import { useParams } from 'react-router-dom';
import { commentPageParam } from '../../components/Forum/forumPaths.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { forumThreadQuery } from './ForumThreadQuery.ts';
import { ThreadComments } from './ThreadComments.tsx';
import { ThreadView } from './ThreadView.tsx';
import { useLiveThread } from './useLiveThread.ts';
import { useDocumentTitle } from '../../system/useDocumentTitle.ts';
import type { ForumThreadQuery } from './__generated__/ForumThreadQuery.graphql';
import styles from './Forum.module.css';

/** /forum/thread/{id}/{commentPage?} (social §2): the thread, then a page of its comment trees and the comment editor. */
export function ForumThread() {
  const data = useRouteQuery<ForumThreadQuery>(forumThreadQuery);
  const params = useParams();
  const page = commentPageParam(params.commentPage) ?? 1;
  const thread = data.Thread;
  useDocumentTitle(thread?.title);
  useLiveThread(thread?.id ?? 0, page);
  // Deleted from this page: nothing is left to show while the forum opens.
  if (!thread) return null;
  return (
    <div className={`container ${styles.threadPage}`}>
      <ThreadView thread={thread} />
      {data.Page ? <ThreadComments page={data.Page} threadId={thread.id} threadLocked={thread.isLocked === true} current={page} /> : null}
    </div>
  );
}
