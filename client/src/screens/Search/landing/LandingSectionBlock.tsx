import { Link } from 'react-router-dom';
import type { LandingSection } from './landingSections.ts';
import styles from '../Cards.module.css';

export function LandingSectionBlock({ section, children }: { section: LandingSection; children: React.ReactNode }) {
  return (
    <section className={styles.landingSection} aria-label={section.title}>
      <header className={styles.landingHeader}>
        <h2>{section.title}</h2>
        <Link to={section.path}>View All</Link>
      </header>
      {children}
    </section>
  );
}
