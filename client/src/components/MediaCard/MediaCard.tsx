import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { formatLabel } from '../../format/labels.ts';
import { mediaLength } from '../../format/length.ts';
import { mediaPath } from '../../format/slug.ts';
import { releaseDateLabel } from '../../format/releaseDate.ts';
import { timeUntil } from '../../format/airing.ts';
import { genrePath } from '../../format/genres.ts';
import { cardColour } from '../../format/coverColour.ts';
import { Cover } from '../Cover/Cover.tsx';
import { CardListButton } from '../ListEditor/CardListButton.tsx';
import { ScoreIcon } from '../ScoreIcon.tsx';
import { useNowSeconds } from '../useNow.ts';
import type { MediaCard_media$key } from './__generated__/MediaCard_media.graphql';
import { MediaCardDescription } from './MediaCardDescription.tsx';
import styles from './MediaCard.module.css';
import { useCardReveal } from './useCardReveal.ts';

/**
 * Search-result card (core §2 "Media card"): cover, title, studio, airing or date, format and length, score, genres,
 * and the list button for members. Hovered or focused, its description covers the dates and format (which stay in
 * the page for screen readers) and scrolls after 350 ms of hover (LIST-45).
 */
export function MediaCard({ media }: { media: MediaCard_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaCard_media on Media {
        id
        type
        format
        # Version 2 knows HIATUS; without it the API answers RELEASING for it (AniList's versioned enum).
        status(version: 2)
        episodes
        duration
        chapters
        averageScore
        genres
        season
        seasonYear
        title { userPreferred }
        coverImage { large color }
        startDate { year month }
        endDate { year }
        nextAiringEpisode { episode airingAt }
        studios(isMain: true) { edges { isMain node { id name } } }
        ...CardListButton_media
      }
    `,
    media,
  );
  const now = useNowSeconds();
  const title = data.title?.userPreferred ?? '';
  const path = mediaPath(data.type, data.id, title);
  const studio = data.studios?.edges?.find((edge) => edge?.isMain)?.node;
  const next = data.nextAiringEpisode;
  const countdown = next ? timeUntil(next.airingAt, now) : null;
  const meta = [formatLabel(data.format, true), mediaLength(data)].filter(Boolean).join(' · ');
  const accent = cardColour(data.coverImage?.color, data.id);
  const reveal = useCardReveal();

  return (
    <article
      className={`card ${styles.card}`}
      style={{ '--card-accent': accent } as React.CSSProperties}
      data-testid="media-card"
      {...reveal.handlers}
    >
      <Link to={path} className={styles.coverLink} tabIndex={-1} aria-hidden="true">
        <Cover src={data.coverImage?.large} color={accent} alt={title} className={styles.cover} />
      </Link>
      <CardListButton media={data} className={styles.listButton} />
      <div className={styles.body}>
        <div className={styles.header}>
          <div>
            <Link to={path} className={styles.title}>
              {title}
            </Link>
            {studio ? <div className={styles.studio}>{studio.name}</div> : null}
          </div>
          {data.averageScore != null ? (
            <span className={styles.score} title="Average score">
              <ScoreIcon score={data.averageScore} />
              {data.averageScore}%
            </span>
          ) : null}
        </div>
        <div className={styles.middle}>
          <div className={styles.release}>
            {next && countdown ? (
              <>
                <span className={styles.airing}>Ep {next.episode} airing in</span> {countdown}
              </>
            ) : (
              releaseDateLabel(data, new Date(now * 1000))
            )}
          </div>
          <div className={styles.meta}>{meta}</div>
          {reveal.open ? <MediaCardDescription mediaId={data.id} title={title} scrolling={reveal.scrolling} /> : null}
        </div>
        {data.genres?.length ? (
          <div className={styles.genres}>
            {data.genres.slice(0, 3).map((genre) =>
              genre ? (
                <Link key={genre} to={genrePath(data.type, genre)} className={styles.genre}>
                  {genre}
                </Link>
              ) : null,
            )}
          </div>
        ) : null}
      </div>
    </article>
  );
}
