import { lazy, Suspense } from 'react';
import styles from './Overview.module.css';

// The renderer (markdown-it and DOMPurify) is large: only profiles with an about text fetch it.
const Markdown = lazy(async () => ({ default: (await import('../../../components/Markdown/index.ts')).Markdown }));

/** The about text as rendered markdown (social §2), the same HTML the server renders; spoilers stay hidden. */
export function AboutText({ text }: { text: string }) {
  return (
    <Suspense fallback={<div className={styles.aboutPending} aria-busy="true" />}>
      <Markdown text={text} className={styles.aboutText} />
    </Suspense>
  );
}
