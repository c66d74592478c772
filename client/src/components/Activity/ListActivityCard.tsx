import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { mediaPath } from '../../format/slug.ts';
import { Cover } from '../Cover/Cover.tsx';
import { CardListButton } from '../ListEditor/CardListButton.tsx';
import { ActivityFrame } from './ActivityFrame.tsx';
import { activityModel } from './activityModel.ts';
import { listActivityText } from './activityText.ts';
import type { ListActivityCard_activity$key } from './__generated__/ListActivityCard_activity.graphql';
import styles from './Activity.module.css';

/**
 * A list activity (social §2, §3): who did what ("Watched episode 5 of" the title), with the media's cover and, for
 * members, the list button on it: its quick statuses as the media allows (social §2) or the full list editor.
 */
export function ListActivityCard({ activity, standalone }: { activity: ListActivityCard_activity$key; standalone?: boolean }) {
  const data = useFragment(
    graphql`
      fragment ListActivityCard_activity on ListActivity {
        id
        status
        progress
        createdAt
        isLocked
        isPinned
        isSubscribed
        isLiked
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
  const model = activityModel('ListActivity', data, { ownerId: data.user?.id, author: data.user });
  const media = data.media;
  const title = media?.title?.userPreferred ?? '';
  const path = media ? mediaPath(media.type, media.id, title) : null;
  const what = listActivityText(data.status, data.progress);
  return (
    <ActivityFrame
      activity={model}
      author={data.user}
      label={`${data.user?.name ?? 'A member'} ${what.toLowerCase()} ${title}`.trim()}
      standalone={standalone}
      aside={
        path && media ? (
          <div className={styles.coverColumn}>
            <Link to={path} className={styles.cover} tabIndex={-1} aria-hidden="true">
              <Cover src={media.coverImage?.medium} color={media.coverImage?.color} alt="" />
            </Link>
            <CardListButton media={media} className={styles.listButton} />
          </div>
        ) : null
      }
    >
      <p className={styles.listText}>
        {what} {path ? <Link to={path}>{title}</Link> : title}
      </p>
    </ActivityFrame>
  );
}
