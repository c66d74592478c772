import { Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useViewer } from '../../session/useViewer.ts';
import { useNowSeconds } from '../useNow.ts';
import { ActivityActions } from './ActivityActions.tsx';
import { ActivityReplies } from './ActivityReplies.tsx';
import { LockIcon, PinIcon } from './activityIcons.tsx';
import type { ActivityModel } from './activityModel.ts';
import { activityRights } from './activityPermissions.ts';
import { timeAgo } from './activityText.ts';
import { UserLink, type UserLinkPerson } from './UserLink.tsx';
import styles from './Activity.module.css';

interface Props {
  activity: ActivityModel;
  /** Whose card it is: a status's or list activity's author, a message's writer. */
  author: UserLinkPerson | null | undefined;
  /** The card's accessible name ("Status by Yuki"). */
  label: string;
  /** After the author: a message's "→ recipient". */
  headline?: ReactNode;
  /** Beside the content: a list activity's cover. */
  aside?: ReactNode;
  children: ReactNode;
  /** Turns the text into its editor; offered to those allowed to edit. */
  onEdit?: () => void;
  /** The single activity page: replies shown from the start and loaded as the reader scrolls. */
  standalone?: boolean;
}

/**
 * What every activity card shares (social §2): author, time (a link to the activity, refreshed every minute),
 * private, pinned and locked marks, the footer's controls and the replies under it.
 */
export function ActivityFrame({ activity, author, label, headline, aside, children, onEdit, standalone = false }: Props) {
  const viewer = useViewer();
  const now = useNowSeconds();
  const [repliesOpen, setRepliesOpen] = useState(standalone);
  const rights = activityRights(viewer, activity);
  const when = new Date(activity.createdAt * 1000);
  return (
    <article className={`card ${styles.card}`} aria-label={label} data-activity-id={activity.ref.id}>
      <div className={styles.main}>
        {aside}
        <div className={styles.content}>
          <header className={styles.header}>
            {author ? <UserLink user={author} size={aside ? 'small' : undefined} /> : null}
            {headline}
            <span className={styles.headerEnd}>
              {rights.showPrivateBadge ? <span className={styles.badge}>Private</span> : null}
              {activity.isPinned ? (
                <span className={styles.stateIcon} title="Pinned" role="img" aria-label="Pinned">
                  <PinIcon size={14} />
                </span>
              ) : null}
              {activity.isLocked ? (
                <span className={styles.stateIcon} title="Locked" role="img" aria-label="Locked">
                  <LockIcon size={14} />
                </span>
              ) : null}
              <Link className={styles.time} to={`/activity/${activity.ref.id}`}>
                <time dateTime={when.toISOString()} title={when.toLocaleString()}>
                  {timeAgo(activity.createdAt, now)}
                </time>
              </Link>
            </span>
          </header>
          {children}
          <ActivityActions
            activity={activity}
            rights={rights}
            repliesOpen={repliesOpen}
            onToggleReplies={standalone ? undefined : () => setRepliesOpen((open) => !open)}
            onEdit={onEdit}
          />
        </div>
      </div>
      {activity.isLocked ? <p className={styles.locked}>Activity Locked</p> : null}
      {repliesOpen ? (
        <Suspense fallback={<p className={styles.repliesLoading}>Loading replies…</p>}>
          <ActivityReplies activity={activity} canReply={rights.canReply} standalone={standalone} />
        </Suspense>
      ) : null}
    </article>
  );
}
