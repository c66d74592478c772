import type { ReactNode } from 'react';
import styles from './Form.module.css';

interface Props {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled group of settings. */
export function FormSection({ title, description, children }: Props) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}
