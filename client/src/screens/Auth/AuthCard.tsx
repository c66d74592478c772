import type { ReactNode } from 'react';
import styles from './Auth.module.css';

interface Props {
  title: string;
  lead?: string;
  children: ReactNode;
  links?: ReactNode;
}

/** The centred card every authentication screen uses: title, optional lead, the form, links below. */
export function AuthCard({ title, lead, children, links }: Props) {
  return (
    <div className={styles.page}>
      <section className={`card ${styles.card}`} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
        {links ? <div className={styles.links}>{links}</div> : null}
      </section>
    </div>
  );
}
