import { Fragment, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Cover } from '../../components/Cover/Cover.tsx';
import { timeAgo } from '../../components/Activity/activityText.ts';
import { describeNotification, isUnread, sentenceText, type SentencePart } from './notificationRules.ts';
import type { NotificationCard_notification$key } from './__generated__/NotificationCard_notification.graphql';
import styles from './Notifications.module.css';

export interface UnreadState {
  /** The oldest notification unread when the page opened (null: none, or all marked read since). */
  readonly oldestUnreadId: number | null;
  /** Unread ones opened since: no longer highlighted. */
  readonly opened: ReadonlySet<number>;
  readonly onOpen: (id: number) => void;
}

interface Props extends UnreadState {
  notification: NotificationCard_notification$key;
  /** Seconds, from the feed's 60-second clock (social §9). */
  now: number;
}

/** One notification: avatar or cover, the sentence with its links, how long ago; unread ones highlighted. */
export function NotificationCard({ notification, now, oldestUnreadId, opened, onOpen }: Props) {
  const data = useFragment(
    graphql`
      fragment NotificationCard_notification on NotificationUnion {
        __typename
        ... on AiringNotification {
          id type createdAt episode contexts
          media { id type title { userPreferred } coverImage { medium color } }
        }
        ... on RelatedMediaAdditionNotification {
          id type createdAt context
          media { id type title { userPreferred } coverImage { medium color } }
        }
        ... on FollowingNotification { id type createdAt context user { id name avatar { large } } }
        ... on ActivityMessageNotification { id type createdAt context activityId user { id name avatar { large } } }
        ... on ActivityMentionNotification { id type createdAt context activityId user { id name avatar { large } } }
        ... on ActivityReplyNotification { id type createdAt context activityId user { id name avatar { large } } }
        ... on ActivityReplySubscribedNotification { id type createdAt context activityId user { id name avatar { large } } }
        ... on ActivityLikeNotification { id type createdAt context activityId user { id name avatar { large } } }
        ... on ActivityReplyLikeNotification { id type createdAt context activityId user { id name avatar { large } } }
        ... on ThreadCommentMentionNotification { id type createdAt context commentId thread { id title } user { id name avatar { large } } }
        ... on ThreadCommentReplyNotification { id type createdAt context commentId thread { id title } user { id name avatar { large } } }
        ... on ThreadCommentSubscribedNotification { id type createdAt context commentId thread { id title } user { id name avatar { large } } }
        ... on ThreadCommentLikeNotification { id type createdAt context commentId thread { id title } user { id name avatar { large } } }
        ... on ThreadLikeNotification { id type createdAt context threadId thread { id title } user { id name avatar { large } } }
        ... on MediaDataChangeNotification {
          id type createdAt context reason
          media { id type title { userPreferred } coverImage { medium color } }
        }
        ... on MediaMergeNotification {
          id type createdAt context reason deletedMediaTitles
          media { id type title { userPreferred } coverImage { medium color } }
        }
        ... on MediaDeletionNotification { id type createdAt context reason deletedMediaTitle }
      }
    `,
    notification,
  );
  if (data.__typename === '%other') return null;
  const view = describeNotification(data);
  if (!view) return null;
  const unread = isUnread(data.id, oldestUnreadId, opened);
  const createdAt = data.createdAt ?? now;
  const when = new Date(createdAt * 1000);
  const { image } = view;
  const picture =
    image.kind === 'cover' ? (
      <Cover src={image.src} color={image.color} alt="" className={styles.cover} />
    ) : image.src ? (
      <img src={image.src} alt="" className={styles.avatar} loading="lazy" />
    ) : (
      <span className={styles.avatar} />
    );

  return (
    <article
      className={`card ${styles.card}`}
      data-unread={unread}
      data-notification-type={data.type ?? undefined}
      aria-label={sentenceText(view)}
      // Opening any of its links opens the notification: it loses its highlight (social §2).
      onClick={(event) => {
        if ((event.target as Element).closest('a')) onOpen(data.id);
      }}
    >
      {image.to ? (
        <Link to={image.to} className={styles.image} tabIndex={-1} aria-hidden="true">
          {picture}
        </Link>
      ) : (
        <span className={styles.image}>{picture}</span>
      )}
      <p className={styles.sentence}>
        {view.parts.map(partNode)}
        {unread ? <span className="visually-hidden"> (unread)</span> : null}
      </p>
      <time className={styles.time} dateTime={when.toISOString()} title={when.toLocaleString()}>
        {timeAgo(createdAt, now)}
      </time>
    </article>
  );
}

/** A piece of the sentence; a link keeps its leading space outside, so that only the words are underlined. */
function partNode(part: SentencePart, index: number): ReactNode {
  const className = part.subject ? styles.subject : styles.context;
  if (!part.to) {
    return (
      <span key={index} className={className}>
        {part.text}
      </span>
    );
  }
  const words = part.text.trimStart();
  return (
    <Fragment key={index}>
      {part.text.slice(0, part.text.length - words.length)}
      <Link to={part.to} className={className}>
        {words}
      </Link>
    </Fragment>
  );
}
