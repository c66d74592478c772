import { useEffect } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { ListicleEntry } from './ListicleEntry.tsx';
import { listicleQuery, type ListicleLoaderData } from './ListicleQuery.ts';
import { listicleLinks, listicleSearchPath, listicleTitle } from './listicleRules.ts';
import type { ListicleQuery } from './__generated__/ListicleQuery.graphql';
import styles from './Listicles.module.css';

/** /article/Top-{10|50}-{genre}-{Anime|Manga}-of-{year} (social §2 Listicles): a genre's best rated titles of a year. */
export function Listicle() {
  const { listicle } = useLoaderData() as ListicleLoaderData;
  const data = useRouteQuery<ListicleQuery>(listicleQuery);
  const media = (data.Page?.media ?? []).filter((m): m is NonNullable<typeof m> => m != null);
  const title = listicleTitle(listicle);
  const noun = listicle.type === 'MANGA' ? 'manga' : 'anime';
  const links = listicleLinks(listicle);

  useEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, [title]);

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.kicker}>
          {listicle.genre} · {listicle.year}
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>
          The highest rated {listicle.genre} {noun} of {listicle.year}, ranked by the average score our members gave them
          {media.length < listicle.amount && media.length > 0 ? ` (${media.length} ranked so far)` : ''}.
        </p>
        <nav className={styles.switches} aria-label="Other rankings">
          <Link to={links.previousYear} rel="prev">
            ‹ {listicle.year - 1}
          </Link>
          {links.nextYear ? (
            <Link to={links.nextYear} rel="next">
              {listicle.year + 1} ›
            </Link>
          ) : null}
          <Link to={links.amount}>Top {listicle.amount === 10 ? 50 : 10}</Link>
          <Link to={links.type}>{listicle.type === 'ANIME' ? 'Manga' : 'Anime'}</Link>
        </nav>
      </header>

      {media.length === 0 ? (
        <p className={`card ${styles.empty}`}>
          No {listicle.genre} {noun} of {listicle.year} has been rated yet.
        </p>
      ) : (
        <ol className={styles.list} data-testid="listicle">
          {media.map((m, index) => (
            <li key={m.id}>
              <ListicleEntry media={m} place={index + 1} year={listicle.year} />
            </li>
          ))}
        </ol>
      )}

      <footer className={styles.more}>
        <Link to={listicleSearchPath(listicle)} className={styles.browse}>
          Browse all {listicle.genre} {noun} of {listicle.year}
        </Link>
        <nav aria-label={`Other genres of ${listicle.year}`} className={styles.otherGenres}>
          <h2>More of {listicle.year}</h2>
          <ul>
            {links.genres.map(({ genre, path }) => (
              <li key={genre}>
                <Link to={path}>{genre}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  );
}
