import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CommentTree } from '../../components/Forum/CommentTree.tsx';
import { commentAnchor, threadPath } from '../../components/Forum/forumPaths.ts';
import { notNull } from '../../system/notNull.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { forumCommentQuery } from './ForumCommentQuery.ts';
import { ThreadView } from './ThreadView.tsx';
import { useDocumentTitle } from '../../system/useDocumentTitle.ts';
import type { ForumCommentQuery } from './__generated__/ForumCommentQuery.graphql';
import styles from './Forum.module.css';
import thread from './Thread.module.css';

/**
 * /forum/thread/{id}/comment/{commentId}: the thread, then that comment alone with its replies, scrolled to and
 * marked. The API gives a comment without its parent, so a reply opened here shows with the replies under it.
 */
export function ForumThreadComment() {
  const data = useRouteQuery<ForumCommentQuery>(forumCommentQuery);
  const commentId = Number(useParams().commentId);
  const comment = (data.ThreadComment ?? []).filter(notNull)[0];
  useDocumentTitle(data.Thread?.title);

  // After the layout's own scroll to the top, once the comment is on the page.
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById(commentAnchor(commentId))?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [commentId]);

  if (!data.Thread) return null;
  return (
    <div className={`container ${styles.threadPage}`}>
      <ThreadView thread={data.Thread} />
      <section className={thread.comments} aria-label="Comments">
        <Link to={threadPath(data.Thread.id)} className={thread.allComments}>
          View all comments
        </Link>
        {comment ? (
          <CommentTree comment={comment} threadLocked={data.Thread.isLocked === true} topLevel={null} highlightId={commentId} />
        ) : (
          <p className={`card ${thread.noComments}`}>This comment has been deleted.</p>
        )}
      </section>
    </div>
  );
}
