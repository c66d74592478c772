import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from '../MediaPage.module.css';
import cardStyles from '../characters/Characters.module.css';

/** The overview's Characters and Staff sections (ADR 43): a heading that leads to the sub-page, and the cards. */
export function PeoplePreview({ label, moreTo, children }: { label: 'Characters' | 'Staff'; moreTo: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={label}>
      <h2 className={styles.sectionTitle}>
        <Link to={moreTo}>{label}</Link>
      </h2>
      <div className={cardStyles.grid}>{children}</div>
    </section>
  );
}
