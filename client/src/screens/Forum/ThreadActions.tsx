import { Link, useNavigate } from 'react-router-dom';
import { BellIcon, ReplyIcon } from '../../components/Activity/activityIcons.tsx';
import { LikeButton } from '../../components/Activity/LikeButton.tsx';
import { EyeIcon } from '../../components/Forum/forumIcons.tsx';
import { threadEditorPath } from '../../components/Forum/forumPaths.ts';
import type { ThreadRights } from '../../components/Forum/forumPermissions.ts';
import { useDeleteThread } from '../../mutations/deleteThread.ts';
import { threadRecordId } from '../../mutations/forumRecord.ts';
import { useToggleThreadSubscription } from '../../mutations/toggleThreadSubscription.ts';
import { showConfirm } from '../../system/dialogs.ts';
import controls from '../../components/Activity/Controls.module.css';
import styles from './Thread.module.css';

export const DELETE_THREAD_CONFIRM = 'Are you sure you want to delete this thread?';

interface Props {
  threadId: number;
  rights: ThreadRights;
  isLiked: boolean;
  likeCount: number;
  isSubscribed: boolean;
  viewCount: number;
  replyCount: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Under the thread: views and replies, like, the subscription bell, and edit and delete for its author and moderators. */
export function ThreadActions({ threadId, rights, isLiked, likeCount, isSubscribed, viewCount, replyCount }: Props) {
  const navigate = useNavigate();
  const [toggleSubscription, subscribing] = useToggleThreadSubscription();

  const [deleteThread] = useDeleteThread();

  async function remove() {
    if (!(await showConfirm('Delete Thread', DELETE_THREAD_CONFIRM, 'Delete'))) return;
    deleteThread(threadId, { onCompleted: () => navigate('/forum', { replace: true }) });
  }

  function subscribe() {
    if (!subscribing) toggleSubscription(threadId, !isSubscribed);
  }

  return (
    <footer className={`${controls.footer} ${styles.actions}`}>
      <span className={styles.stats}>
        <span className={controls.action} role="img" aria-label={plural(viewCount, 'view', 'views')} title="Views">
          <EyeIcon /> {viewCount}
        </span>
        <span className={controls.action} role="img" aria-label={plural(replyCount, 'reply', 'replies')} title="Replies">
          <ReplyIcon /> {replyCount}
        </span>
      </span>
      {rights.canEdit ? (
        <Link className={controls.action} to={threadEditorPath(threadId)}>
          Edit
        </Link>
      ) : null}
      {rights.canDelete ? (
        <button type="button" className={controls.action} onClick={remove}>
          Delete
        </button>
      ) : null}
      {rights.canSubscribe ? (
        <button
          type="button"
          className={controls.action}
          aria-pressed={isSubscribed}
          aria-label="Subscribe to comments"
          title={isSubscribed ? 'Unsubscribe' : 'Subscribe'}
          onClick={subscribe}
        >
          <BellIcon fill={isSubscribed ? 'currentColor' : 'none'} />
        </button>
      ) : null}
      <LikeButton
        target={{ type: 'THREAD', id: threadId, recordId: threadRecordId(threadId) }}
        isLiked={isLiked}
        likeCount={likeCount}
        canLike={rights.canLike}
      />
    </footer>
  );
}
