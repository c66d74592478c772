import { Link } from 'react-router-dom';
import { listicleOfSearch, listiclePath, listicleTitle } from './listicleRules.ts';
import styles from './Listicles.module.css';

/** On a search of one genre in one year: a link to that genre's Top 10 of the year (social §2 Listicles). */
export function ListicleLink({ type, genres, year }: { type: string; genres: readonly string[]; year: string }) {
  const listicle = listicleOfSearch(type, genres, year);
  if (!listicle) return null;
  return (
    <Link to={listiclePath(listicle)} className={styles.searchLink}>
      ★ {listicleTitle(listicle)}
    </Link>
  );
}
