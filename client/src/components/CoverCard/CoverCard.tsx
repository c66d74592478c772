import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { formatLabel } from '../../format/labels.ts';
import { mediaPath } from '../../format/slug.ts';
import { releaseDateLabel } from '../../format/releaseDate.ts';
import { usePageNow } from '../../system/pageClock.tsx';
import { Cover } from '../Cover/Cover.tsx';
import { CardListButton } from '../ListEditor/CardListButton.tsx';
import { ScoreIcon } from '../ScoreIcon.tsx';
import type { CoverCard_media$key } from './__generated__/CoverCard_media.graphql';
import styles from './CoverCard.module.css';

/** Compact cover-and-title card for strips of media (landing, previews), with the list button for members. */
export function CoverCard({ media, eager = false }: { media: CoverCard_media$key; eager?: boolean }) {
  const data = useFragment(
    graphql`
      fragment CoverCard_media on Media {
        id
        type
        format
        # Version 2 knows HIATUS; without it the API answers RELEASING for it (AniList's versioned enum).
        status(version: 2)
        averageScore
        season
        seasonYear
        title { userPreferred }
        coverImage { large color }
        startDate { year month }
        endDate { year }
        ...CardListButton_media
      }
    `,
    media,
  );
  const now = usePageNow();
  const title = data.title?.userPreferred ?? '';
  const meta = [formatLabel(data.format, true), releaseDateLabel(data, new Date(now))].filter(Boolean).join(' · ');
  return (
    <div className={styles.card}>
      <Link to={mediaPath(data.type, data.id, title)} className={styles.link} aria-label={title}>
        <div className={styles.coverWrap}>
          <Cover src={data.coverImage?.large} color={data.coverImage?.color} alt={title} eager={eager} />
          {data.averageScore != null ? (
            <span className={styles.score}>
              <ScoreIcon score={data.averageScore} size={14} />
              {data.averageScore}%
            </span>
          ) : null}
        </div>
        <span className={styles.title} data-media-title>
          {title}
        </span>
        <span className={styles.meta}>{meta}</span>
      </Link>
      <CardListButton media={data} className={styles.listButton} />
    </div>
  );
}
