import { activityRecordId } from '../../mutations/activityRecord.ts';
import { useToggleActivitySubscription } from '../../mutations/toggleActivitySubscription.ts';
import { ActivityMenu } from './ActivityMenu.tsx';
import { BellIcon, ReplyIcon } from './activityIcons.tsx';
import type { ActivityModel } from './activityModel.ts';
import type { ActivityRights } from './activityPermissions.ts';
import { LikeButton } from './LikeButton.tsx';
import styles from './Controls.module.css';

interface Props {
  activity: ActivityModel;
  rights: ActivityRights;
  repliesOpen: boolean;
  /** Left out on the single activity page, where the replies are always shown. */
  onToggleReplies?: () => void;
  onEdit?: () => void;
}

const repliesLabel = (count: number) => `${count} ${count === 1 ? 'reply' : 'replies'}`;

/** The card's footer: replies toggle, like and likers, the bell for members, and the owner's or moderator's menu. */
export function ActivityActions({ activity, rights, repliesOpen, onToggleReplies, onEdit }: Props) {
  const [toggleSubscription, subscribing] = useToggleActivitySubscription();
  const { ref, replyCount, isSubscribed } = activity;
  return (
    <footer className={styles.footer}>
      {onToggleReplies ? (
        <button
          type="button"
          className={styles.action}
          aria-expanded={repliesOpen}
          aria-label={repliesLabel(replyCount)}
          title="Replies"
          onClick={onToggleReplies}
        >
          <ReplyIcon /> {replyCount > 0 ? replyCount : null}
        </button>
      ) : (
        <span className={styles.action} aria-label={repliesLabel(replyCount)} role="img">
          <ReplyIcon /> {replyCount}
        </span>
      )}
      <LikeButton
        target={{ type: 'ACTIVITY', id: ref.id, recordId: activityRecordId(ref) }}
        isLiked={activity.isLiked}
        likeCount={activity.likeCount}
        canLike={rights.canLike}
      />
      {rights.canSubscribe ? (
        <button
          type="button"
          className={styles.action}
          aria-pressed={isSubscribed}
          aria-label="Subscribe to replies"
          title={isSubscribed ? 'Unsubscribe' : 'Subscribe'}
          onClick={() => {
            if (!subscribing) toggleSubscription(ref, !isSubscribed);
          }}
        >
          <BellIcon fill={isSubscribed ? 'currentColor' : 'none'} />
        </button>
      ) : null}
      <ActivityMenu activity={activity} rights={rights} onEdit={onEdit} />
    </footer>
  );
}
