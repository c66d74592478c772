import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { nextStepUrl } from './setupSteps.ts';
import styles from './Setup.module.css';

interface Props {
  path: string;
  title: string;
  description: string;
  children?: ReactNode;
}

/** One setup step: its question, its control and the way on. */
export function SetupStep({ path, title, description, children }: Props) {
  const next = nextStepUrl(path);
  return (
    <section className={`card ${styles.card}`} aria-labelledby="setup-step">
      <h2 id="setup-step" className={styles.title}>
        {title}
      </h2>
      <p className={styles.description}>{description}</p>
      {children}
      <div className={styles.actions}>
        {next ? (
          <Link to={next} className="button">
            Next
          </Link>
        ) : null}
      </div>
    </section>
  );
}
