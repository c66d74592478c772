import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Cover } from '../../components/Cover/Cover.tsx';
import { CardListButton } from '../../components/ListEditor/CardListButton.tsx';
import { ScoreIcon } from '../../components/ScoreIcon.tsx';
import { plainDescription, truncateDescription } from '../../format/description.ts';
import { genrePath } from '../../format/genres.ts';
import { formatLabel } from '../../format/labels.ts';
import { mediaLength } from '../../format/length.ts';
import { compactCount } from '../../format/numbers.ts';
import { seasonLabel } from '../../format/season.ts';
import { mediaPath } from '../../format/slug.ts';
import { rankingLabel } from '../MediaPage/rules/rankings.ts';
import { yearRanking } from './listicleRules.ts';
import type { ListicleEntry_media$key } from './__generated__/ListicleEntry_media.graphql';
import styles from './Listicles.module.css';

/** An article's excerpt of the description: a few lines, not the media page's 730 characters. */
const EXCERPT = 320;

/** One place in a listicle: the place, cover, title, studio, format, length, season, score, members, genres, excerpt. */
export function ListicleEntry({ media, place, year }: { media: ListicleEntry_media$key; place: number; year: number }) {
  const data = useFragment(
    graphql`
      fragment ListicleEntry_media on Media {
        id
        type
        format
        episodes
        duration
        chapters
        averageScore
        popularity
        genres
        season
        seasonYear
        startDate { year }
        title { userPreferred }
        coverImage { large color }
        description(asHtml: false)
        studios(isMain: true) { edges { isMain node { id name } } }
        rankings { id rank type context allTime season year format }
        ...CardListButton_media
      }
    `,
    media,
  );
  const title = data.title?.userPreferred ?? '';
  const path = mediaPath(data.type, data.id, title);
  const studio = data.studios?.edges?.find((edge) => edge?.isMain)?.node;
  const released = data.season && data.seasonYear ? `${seasonLabel(data.season)} ${data.seasonYear}` : String(data.startDate?.year ?? '');
  const facts = [formatLabel(data.format, true), mediaLength(data), released].filter(Boolean);
  const ranking = yearRanking(data.rankings, year);
  const excerpt = truncateDescription(plainDescription(data.description).replace(/\s+/g, ' '), EXCERPT).text;
  const accent = data.coverImage?.color ?? undefined;

  return (
    <article
      className={`card ${styles.entry}`}
      data-rank={place}
      data-media-id={data.id}
      style={accent ? ({ '--entry-accent': accent } as React.CSSProperties) : undefined}
    >
      <div className={styles.place} aria-label={`Number ${place}`}>
        <span aria-hidden="true">#</span>
        {place}
      </div>
      <div className={styles.coverColumn}>
        <Link to={path} tabIndex={-1} aria-hidden="true" className={styles.coverLink}>
          <Cover src={data.coverImage?.large} color={data.coverImage?.color} alt={title} className={styles.cover} eager={place <= 3} />
        </Link>
        <CardListButton media={data} className={styles.listButton} />
      </div>
      <div className={styles.body}>
        <header className={styles.entryHeader}>
          <div>
            <h2 className={styles.entryTitle}>
              <Link to={path}>{title}</Link>
            </h2>
            {studio ? <div className={styles.studio}>{studio.name}</div> : null}
          </div>
          {data.averageScore != null ? (
            <div className={styles.score} title="Average score">
              <ScoreIcon score={data.averageScore} size={22} />
              <span>{data.averageScore}%</span>
            </div>
          ) : null}
        </header>
        <p className={styles.facts}>
          {facts.join(' · ')}
          {data.popularity ? <span className={styles.members}> · {compactCount(data.popularity)} members</span> : null}
        </p>
        {ranking ? <p className={styles.ranking}>★ {rankingLabel(ranking)}</p> : null}
        {excerpt ? <p className={styles.excerpt}>{excerpt}</p> : null}
        {data.genres?.length ? (
          <div className={styles.genres}>
            {data.genres.map((genre) =>
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
