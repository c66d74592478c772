import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { LockIcon, PinIcon } from '../../components/Activity/activityIcons.tsx';
import { timeAgo } from '../../components/Activity/activityText.ts';
import { ActivityMarkdown, preloadMarkdown } from '../../components/Activity/lazyMarkdown.tsx';
import { UserLink } from '../../components/Activity/UserLink.tsx';
import { threadRights } from '../../components/Forum/forumPermissions.ts';
import { useNowSeconds } from '../../components/useNow.ts';
import { useViewer } from '../../session/useViewer.ts';
import { notNull } from '../../system/notNull.ts';
import { forumFeedPath } from './forumFeed.ts';
import { ThreadActions } from './ThreadActions.tsx';
import type { ThreadView_thread$key } from './__generated__/ThreadView_thread.graphql';
import styles from './Thread.module.css';

/** The thread itself (social §2, §3): title, sticky and lock marks, categories and media, author, time, body. */
export function ThreadView({ thread }: { thread: ThreadView_thread$key }) {
  const data = useFragment(
    graphql`
      fragment ThreadView_thread on Thread {
        id
        title
        body
        createdAt
        likeCount
        isLiked
        isSubscribed
        isLocked
        isSticky
        viewCount
        replyCount
        user { id name avatar { large } }
        categories { id name }
        mediaCategories { id title { userPreferred } }
      }
    `,
    thread,
  );
  const viewer = useViewer();
  const now = useNowSeconds();
  useEffect(preloadMarkdown, []);
  const rights = threadRights(viewer, { authorId: data.user?.id, isLocked: data.isLocked === true });
  const categories = (data.categories ?? []).filter(notNull);
  const media = (data.mediaCategories ?? []).filter(notNull);
  const when = new Date(data.createdAt * 1000);
  return (
    <>
      <header className={styles.header}>
        <Link to="/forum" className={styles.back}>
          Forum
        </Link>
        <h1 className={styles.title}>
          {data.isSticky ? (
            <span className={styles.mark} role="img" aria-label="Sticky" title="Sticky">
              <PinIcon size={18} />
            </span>
          ) : null}
          {data.isLocked ? (
            <span className={styles.mark} role="img" aria-label="Locked" title="Locked">
              <LockIcon size={18} />
            </span>
          ) : null}
          {data.title}
        </h1>
        {categories.length + media.length > 0 ? (
          <ul className={styles.tags} aria-label="Categories">
            {categories.map((c) => (
              <li key={`c${c.id}`}>
                <Link className={styles.tag} to={forumFeedPath({ categoryId: c.id })}>
                  {c.name}
                </Link>
              </li>
            ))}
            {media.map((m) => (
              <li key={`m${m.id}`}>
                <Link className={`${styles.tag} ${styles.mediaTag}`} to={forumFeedPath({ mediaId: m.id })}>
                  {m.title?.userPreferred ?? `Media ${m.id}`}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <article className={`card ${styles.thread}`} aria-label="Thread" data-thread-id={data.id}>
        <header className={styles.byline}>
          {data.user ? <UserLink user={data.user} /> : null}
          <time className={styles.when} dateTime={when.toISOString()} title={when.toLocaleString()}>
            {timeAgo(data.createdAt, now)}
          </time>
        </header>
        <div className={styles.body}>
          <ActivityMarkdown text={data.body ?? ''} />
        </div>
        <ThreadActions
          threadId={data.id}
          rights={rights}
          isLiked={data.isLiked === true}
          likeCount={data.likeCount}
          isSubscribed={data.isSubscribed === true}
          viewCount={data.viewCount ?? 0}
          replyCount={data.replyCount ?? 0}
        />
      </article>
    </>
  );
}
