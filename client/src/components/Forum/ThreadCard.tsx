import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { notNull } from '../../system/notNull.ts';
import { LockIcon, PinIcon, ReplyIcon } from '../Activity/activityIcons.tsx';
import { timeAgo } from '../Activity/activityText.ts';
import { UserLink } from '../Activity/UserLink.tsx';
import { useNowSeconds } from '../useNow.ts';
import { bodyPreview } from './bodyPreview.ts';
import { EyeIcon } from './forumIcons.tsx';
import { commentPath, threadPath } from './forumPaths.ts';
import type { ThreadCard_thread$key } from './__generated__/ThreadCard_thread.graphql';
import styles from './ThreadCard.module.css';

/** social §2: a card names at most 3 categories and 2 media. */
const SHOWN_CATEGORIES = 3;
const SHOWN_MEDIA = 2;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface Props {
  thread: ThreadCard_thread$key;
  /** The home block's narrow card: title, who was last active, counts. */
  compact?: boolean;
}

/**
 * A thread in a list (social §2): title, body preview, the latest replier (or the author) with the time, up to 3
 * categories and 2 media, views, replies, and the lock and sticky marks.
 */
export function ThreadCard({ thread, compact = false }: Props) {
  const data = useFragment(
    graphql`
      fragment ThreadCard_thread on Thread {
        id
        title
        body
        createdAt
        repliedAt
        replyCommentId
        viewCount
        replyCount
        isLocked
        isSticky
        user { id name avatar { large } }
        replyUser { id name avatar { large } }
        categories { id name }
        mediaCategories { id title { userPreferred } }
      }
    `,
    thread,
  );
  const now = useNowSeconds();
  const replied = data.replyUser != null && data.repliedAt != null;
  const person = replied ? data.replyUser : data.user;
  const at = (replied ? data.repliedAt : data.createdAt) ?? data.createdAt;
  const latest = replied && data.replyCommentId ? commentPath(data.id, data.replyCommentId) : threadPath(data.id);
  const categories = (data.categories ?? []).filter(notNull).slice(0, SHOWN_CATEGORIES);
  const media = (data.mediaCategories ?? []).filter(notNull).slice(0, SHOWN_MEDIA);
  const preview = compact ? '' : bodyPreview(data.body);
  const title = data.title ?? 'Untitled thread';
  const when = new Date(at * 1000);
  return (
    <article className={`card ${styles.card}`} data-compact={compact} aria-label={title} data-thread-id={data.id}>
      <h3 className={styles.title}>
        {data.isSticky ? (
          <span className={styles.mark} role="img" aria-label="Sticky" title="Sticky">
            <PinIcon size={14} />
          </span>
        ) : null}
        {data.isLocked ? (
          <span className={styles.mark} role="img" aria-label="Locked" title="Locked">
            <LockIcon size={14} />
          </span>
        ) : null}
        <Link to={threadPath(data.id)}>{title}</Link>
      </h3>
      {preview ? <p className={styles.preview}>{preview}</p> : null}
      <footer className={styles.footer}>
        <span className={styles.activity}>
          {person ? <UserLink user={person} size="small" /> : null}
          <span>{replied ? 'replied' : 'posted'}</span>
          <Link to={latest} className={styles.time}>
            <time dateTime={when.toISOString()} title={when.toLocaleString()}>
              {timeAgo(at, now)}
            </time>
          </Link>
        </span>
        {!compact && categories.length + media.length > 0 ? (
          <ul className={styles.tags} aria-label="Categories">
            {categories.map((c) => (
              <li key={`c${c.id}`}>
                <Link className={styles.tag} to={`/forum?category=${c.id}`}>
                  {c.name}
                </Link>
              </li>
            ))}
            {media.map((m) => (
              <li key={`m${m.id}`}>
                <Link className={`${styles.tag} ${styles.mediaTag}`} to={`/forum?media=${m.id}`}>
                  {m.title?.userPreferred ?? `Media ${m.id}`}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <span className={styles.counts}>
          <span className={styles.count} role="img" aria-label={count(data.viewCount ?? 0, 'view', 'views')} title="Views">
            <EyeIcon size={15} /> {data.viewCount ?? 0}
          </span>
          <span className={styles.count} role="img" aria-label={count(data.replyCount ?? 0, 'reply', 'replies')} title="Replies">
            <ReplyIcon size={15} /> {data.replyCount ?? 0}
          </span>
        </span>
      </footer>
    </article>
  );
}
