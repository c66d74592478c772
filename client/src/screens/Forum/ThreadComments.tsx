import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { CommentTree } from '../../components/Forum/CommentTree.tsx';
import { threadRights } from '../../components/Forum/forumPermissions.ts';
import { useViewer } from '../../session/useViewer.ts';
import { notNull } from '../../system/notNull.ts';
import { CommentPager } from './CommentPager.tsx';
import { NewCommentEditor } from './NewCommentEditor.tsx';
import type { ThreadComments_page$key } from './__generated__/ThreadComments_page.graphql';
import styles from './Thread.module.css';

interface Props {
  page: ThreadComments_page$key;
  threadId: number;
  threadLocked: boolean;
  /** The comment page in the URL. */
  current: number;
}

/**
 * One page of a thread's comment trees (15, social §9) between page links, and the new-comment editor: members
 * comment while the thread is not locked, community moderators always; guests are asked to log in.
 */
export function ThreadComments({ page, threadId, threadLocked, current }: Props) {
  const data = useFragment(
    graphql`
      fragment ThreadComments_page on Page @argumentDefinitions(threadId: { type: "Int" }) {
        pageInfo { total lastPage }
        threadComments(threadId: $threadId, sort: [ID]) {
          id
          ...CommentTree_comment
        }
      }
    `,
    page,
  );
  const viewer = useViewer();
  const comments = (data.threadComments ?? []).filter(notNull);
  const last = Math.max(1, data.pageInfo?.lastPage ?? 1);
  const total = data.pageInfo?.total ?? comments.length;
  const rights = threadRights(viewer, { authorId: null, isLocked: threadLocked });
  return (
    <section className={styles.comments} aria-label="Comments">
      <CommentPager threadId={threadId} current={current} last={last} />
      {comments.length === 0 ? <p className={`card ${styles.noComments}`}>No comments yet.</p> : null}
      {comments.map((comment) => (
        <CommentTree key={comment.id} comment={comment} threadLocked={threadLocked} topLevel />
      ))}
      <CommentPager threadId={threadId} current={current} last={last} />
      {threadLocked ? <p className={styles.notice}>This thread is locked.</p> : null}
      {!viewer ? (
        <p className={styles.notice}>
          <Link to="/login">Log in</Link> to join the discussion.
        </p>
      ) : rights.canComment ? (
        <NewCommentEditor threadId={threadId} total={total} current={current} />
      ) : null}
    </section>
  );
}
