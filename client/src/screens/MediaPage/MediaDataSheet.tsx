import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useNowSeconds } from '../../components/useNow.ts';
import type { MediaDataSheet_media$key } from './__generated__/MediaDataSheet_media.graphql';
import { dataSheetRows, type DataSheetValue } from './dataSheet.ts';
import styles from './MediaPage.module.css';

/** The sidebar data sheet: every known field of the media (core §2), formatted by dataSheetRows. */
export function MediaDataSheet({ media }: { media: MediaDataSheet_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaDataSheet_media on Media {
        type
        format
        status(version: 2)
        episodes
        duration
        chapters
        volumes
        countryOfOrigin
        isLicensed
        startDate { year month day }
        endDate { year month day }
        season
        seasonYear
        averageScore
        meanScore
        popularity
        favourites
        source(version: 3)
        hashtag
        genres
        synonyms
        title { romaji english native }
        nextAiringEpisode { episode airingAt }
        studios { edges { isMain node { id name } } }
      }
    `,
    media,
  );
  const now = useNowSeconds();
  const rows = dataSheetRows(data, now);
  return (
    <section className={`card ${styles.dataSheet}`} aria-label="Data sheet" data-testid="data-sheet">
      {rows.map((row) => (
        <div key={row.label} className={styles.dataRow} data-field={row.label}>
          <div className={styles.dataLabel}>{row.label}</div>
          <div className={styles.dataValue}>
            {row.values.map((value, index) => (
              <Fragment key={`${value.text}-${index}`}>
                <Value value={value} />
                {row.label === 'Synonyms' || row.label === 'Genres' || index === row.values.length - 1 ? null : ', '}
              </Fragment>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}

function Value({ value }: { value: DataSheetValue }) {
  const className = value.colour ? `score-${value.colour}` : undefined;
  if (value.to) {
    return (
      <Link to={value.to} className={styles.dataLink}>
        {value.text}
      </Link>
    );
  }
  if (value.href) {
    return (
      <a href={value.href} target="_blank" rel="noreferrer noopener" className={styles.dataLink}>
        {value.text}
      </a>
    );
  }
  if (value.tooltip) {
    return (
      <span
        className={`${styles.tooltip} ${className ?? ''}`}
        data-tooltip={value.tooltip}
        tabIndex={0}
        aria-label={`${value.text} (${value.tooltip})`}
      >
        {value.text}
      </span>
    );
  }
  return <span className={className}>{value.text}</span>;
}
