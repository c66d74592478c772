import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { userPath } from '../../../components/Nav/navLinks.ts';
import { useUserOutlet } from '../userOutlet.ts';
import { genreOverview } from './genreOverview.ts';
import type { GenreOverview_statistics$key } from './__generated__/GenreOverview_statistics.graphql';
import shell from '../User.module.css';
import styles from './Overview.module.css';

/** The member's most listed anime genres with their counts and a bar of their shares (social §2, §9). */
export function GenreOverview({ statistics }: { statistics: GenreOverview_statistics$key }) {
  const data = useFragment(
    graphql`
      fragment GenreOverview_statistics on UserStatisticTypes {
        anime { genres(limit: 6, sort: [COUNT_DESC]) { genre count } }
      }
    `,
    statistics,
  );
  const { userName } = useUserOutlet();
  const genres = genreOverview(data.anime?.genres);
  if (genres.length === 0) return null;
  return (
    <section aria-labelledby="genre-overview-title">
      <h2 id="genre-overview-title" className={shell.heading}>
        <Link to={userPath(userName, 'stats/anime/genres')}>Genre Overview</Link>
      </h2>
      <div className={`card ${styles.genres}`}>
        <ul className={styles.genreList}>
          {genres.map((genre) => (
            <li key={genre.genre} className={styles.genre} style={{ ['--genre-color' as string]: genre.color }}>
              <span className={styles.genreName}>{genre.genre}</span>
              <span className={styles.genreCount}>{genre.entries}</span>
            </li>
          ))}
        </ul>
        <div className={styles.genreBar} aria-hidden="true">
          {genres.map((genre) => (
            <span key={genre.genre} style={{ width: `${genre.share}%`, background: genre.color }} />
          ))}
        </div>
      </div>
    </section>
  );
}
