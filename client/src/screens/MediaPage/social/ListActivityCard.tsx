import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Cover } from '../../../components/Cover/Cover.tsx';
import { HeartIcon } from '../../../components/icons.tsx';
import { CardListButton } from '../../../components/ListEditor/CardListButton.tsx';
import { userPath } from '../../../components/Nav/navLinks.ts';
import { useNowSeconds } from '../../../components/useNow.ts';
import { mediaPath } from '../../../format/slug.ts';
import { listActivityText, timeAgo } from '../rules/activityText.ts';
import type { ListActivityCard_activity$key } from './__generated__/ListActivityCard_activity.graphql';
import styles from './MediaSocial.module.css';

/**
 * A list activity (social §2, §3): who, what ("Watched episode 5 of" the title), when, with the media's cover and,
 * for members, the list button: Watching / Planning / Completed as the media allows, or the full editor.
 */
export function ListActivityCard({ activity }: { activity: ListActivityCard_activity$key }) {
  const data = useFragment(
    graphql`
      fragment ListActivityCard_activity on ListActivity {
        id
        status
        progress
        createdAt
        likeCount
        replyCount
        user { id name avatar { large } }
        media {
          id
          type
          title { userPreferred }
          coverImage { medium color }
          ...CardListButton_media
        }
      }
    `,
    activity,
  );
  const now = useNowSeconds();
  const media = data.media;
  const title = media?.title?.userPreferred ?? '';
  const path = media ? mediaPath(media.type, media.id, title) : null;
  const when = new Date(data.createdAt * 1000);
  return (
    <article className={`card ${styles.activity}`} aria-label={`${data.user?.name ?? ''} ${listActivityText(data.status, data.progress)} ${title}`}>
      {path ? (
        <Link to={path} className={styles.cover} tabIndex={-1} aria-hidden="true">
          <Cover src={media?.coverImage?.medium} color={media?.coverImage?.color} alt="" />
        </Link>
      ) : null}
      <div className={styles.text}>
        {data.user ? (
          <Link to={userPath(data.user.name)} className={styles.user}>
            {data.user.avatar?.large ? <img className={styles.avatar} src={data.user.avatar.large} alt="" loading="lazy" /> : null}
            {data.user.name}
          </Link>
        ) : null}
        <p className={styles.status}>
          {listActivityText(data.status, data.progress)} {path ? <Link to={path}>{title}</Link> : title}
        </p>
      </div>
      <div className={styles.meta}>
        <time dateTime={when.toISOString()} title={when.toLocaleString()}>
          {timeAgo(data.createdAt, now)}
        </time>
        <span className={styles.counts}>
          <span className={styles.count} aria-label={`${data.replyCount} replies`}>
            <ReplyIcon /> {data.replyCount}
          </span>
          <span className={styles.count} aria-label={`${data.likeCount} likes`}>
            <HeartIcon size={13} /> {data.likeCount}
          </span>
        </span>
      </div>
      {media ? <CardListButton media={media} className={styles.listButton} /> : null}
    </article>
  );
}

const ReplyIcon = () => (
  <svg width="13" height="13" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
    <path d="M4 5h16v11H9l-5 4z" />
  </svg>
);
