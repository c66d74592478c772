import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { commentRecordId } from '../../mutations/forumRecord.ts';
import { useViewer } from '../../session/useViewer.ts';
import { timeAgo } from '../Activity/activityText.ts';
import { ActivityMarkdown } from '../Activity/lazyMarkdown.tsx';
import { LikeButton } from '../Activity/LikeButton.tsx';
import { useNowSeconds } from '../useNow.ts';
import { commentPath, threadPath } from './forumPaths.ts';
import type { UserCommentCard_comment$key } from './__generated__/UserCommentCard_comment.graphql';
import controls from '../Activity/Controls.module.css';
import styles from './Comments.module.css';

/** A member's comment on their profile: the thread it is in, when (a link to the comment in place), the text, likes. */
export function UserCommentCard({ comment }: { comment: UserCommentCard_comment$key }) {
  const data = useFragment(
    graphql`
      fragment UserCommentCard_comment on ThreadComment {
        id
        threadId
        comment
        createdAt
        likeCount
        isLiked
        thread { id title }
      }
    `,
    comment,
  );
  const now = useNowSeconds();
  const member = useViewer() !== null;
  const threadId = data.thread?.id ?? data.threadId ?? 0;
  const when = new Date(data.createdAt * 1000);
  return (
    <article className={`card ${styles.comment}`} aria-label={`Comment in ${data.thread?.title ?? 'a thread'}`}>
      <header className={styles.header}>
        <Link to={threadPath(threadId)} className={styles.threadTitle}>
          {data.thread?.title ?? 'A deleted thread'}
        </Link>
        <span className={styles.headerEnd}>
          <Link className={styles.time} to={commentPath(threadId, data.id)}>
            <time dateTime={when.toISOString()} title={when.toLocaleString()}>
              {timeAgo(data.createdAt, now)}
            </time>
          </Link>
        </span>
      </header>
      <div className={styles.body}>
        <ActivityMarkdown text={data.comment ?? ''} />
      </div>
      <footer className={controls.footer}>
        <LikeButton
          target={{ type: 'THREAD_COMMENT', id: data.id, recordId: commentRecordId(data.id) }}
          isLiked={data.isLiked === true}
          likeCount={data.likeCount}
          canLike={member}
        />
      </footer>
    </article>
  );
}
