import { Link } from 'react-router-dom';
import type { LandingSection } from './landingSections.ts';
import styles from '../Cards.module.css';

/** One preset section of a search landing; an empty one says so instead of leaving a bare heading. */
export function LandingSectionBlock({ section, empty, children }: { section: LandingSection; empty: boolean; children: React.ReactNode }) {
  return (
    <section className={styles.landingSection} aria-label={section.title}>
      <header className={styles.landingHeader}>
        <h2>{section.title}</h2>
        <Link to={section.path}>View All</Link>
      </header>
      {empty ? <p className={styles.landingEmpty}>No Results</p> : children}
    </section>
  );
}
