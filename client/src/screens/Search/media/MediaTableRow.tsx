import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Cover } from '../../../components/Cover/Cover.tsx';
import { ScoreIcon } from '../../../components/ScoreIcon.tsx';
import { formatLabel } from '../../../format/labels.ts';
import { mediaLength } from '../../../format/length.ts';
import { releaseDateLabel } from '../../../format/releaseDate.ts';
import { genrePath } from '../../../format/genres.ts';
import { mediaPath } from '../../../format/slug.ts';
import { compactCount } from '../../../format/numbers.ts';
import { usePageNow } from '../../../system/pageClock.tsx';
import type { MediaTableRow_media$key } from './__generated__/MediaTableRow_media.graphql';
import styles from '../Cards.module.css';

/** Table view row: rank, cover, title and genres, score, popularity, format and length, release. */
export function MediaTableRow({ media, rank }: { media: MediaTableRow_media$key; rank: number | null }) {
  const now = usePageNow();
  const data = useFragment(
    graphql`
      fragment MediaTableRow_media on Media {
        id
        type
        format
        # Version 2 knows HIATUS; without it the API answers RELEASING for it (AniList's versioned enum).
        status(version: 2)
        episodes
        duration
        chapters
        averageScore
        popularity
        genres
        season
        seasonYear
        title { userPreferred }
        coverImage { medium color }
        startDate { year month }
        endDate { year }
      }
    `,
    media,
  );
  const title = data.title?.userPreferred ?? '';
  const path = mediaPath(data.type, data.id, title);
  return (
    <div className={`card ${styles.row}`}>
      {rank != null ? <span className={styles.rowRank}>#{rank}</span> : null}
      <Link to={path} className={styles.rowCover} tabIndex={-1} aria-hidden="true">
        <Cover src={data.coverImage?.medium} color={data.coverImage?.color} alt="" />
      </Link>
      <div className={styles.rowTitle}>
        <Link to={path}>{title}</Link>
        <div className={styles.rowGenres}>
          {(data.genres ?? []).slice(0, 4).map((genre) =>
            genre ? (
              <Link key={genre} to={genrePath(data.type, genre)}>
                {genre}
              </Link>
            ) : null,
          )}
        </div>
      </div>
      <div className={`${styles.rowCell} ${styles.rowScore}`}>
        {data.averageScore != null ? (
          <>
            <ScoreIcon score={data.averageScore} size={16} /> {data.averageScore}%
          </>
        ) : null}
      </div>
      <div className={styles.rowCell}>{data.popularity != null ? `${compactCount(data.popularity)} users` : ''}</div>
      <div className={styles.rowCell}>
        {formatLabel(data.format)}
        <small>{mediaLength(data)}</small>
      </div>
      <div className={styles.rowCell}>{releaseDateLabel(data, new Date(now))}</div>
    </div>
  );
}
