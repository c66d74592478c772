import type { ReactNode } from 'react';
import styles from './TextPage.module.css';

/** The frame of the site's pages of prose (/about, /terms, /apps): a readable column under its title. */
export function TextPage({ title, wide = false, children }: { title: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}${wide ? ` ${styles.wide}` : ''}`}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
