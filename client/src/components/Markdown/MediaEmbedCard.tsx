import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Cover } from '../Cover/Cover.tsx';
import { formatLabel } from '../../format/labels.ts';
import { mediaPath } from '../../format/slug.ts';
import type { MediaEmbedCard_media$key } from './__generated__/MediaEmbedCard_media.graphql';
import styles from './MediaEmbedCard.module.css';

/** A media linked in a member's text, as a small card: cover, title, format and year, leading to its page. */
export function MediaEmbedCard({ media }: { media: MediaEmbedCard_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaEmbedCard_media on Media {
        id
        type
        format
        startDate { year }
        title { userPreferred }
        coverImage { medium color }
      }
    `,
    media,
  );
  const title = data.title?.userPreferred ?? '';
  const facts = [formatLabel(data.format), data.startDate?.year].filter(Boolean).join(' · ');
  return (
    <Link to={mediaPath(data.type, data.id, title)} className={styles.card}>
      <Cover src={data.coverImage?.medium} color={data.coverImage?.color} alt="" className={styles.cover} />
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {facts ? <span className={styles.facts}>{facts}</span> : null}
      </span>
    </Link>
  );
}
