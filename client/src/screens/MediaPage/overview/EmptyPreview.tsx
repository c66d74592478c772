import styles from '../MediaPage.module.css';

/**
 * A preview block whose content does not exist on the server yet (reviews, recommendations, forum threads,
 * followed users, activity): the heading and a clear empty state, so the layout is the final one.
 */
export function EmptyPreview({ title, text }: { title: string; text: string }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <p className={`card ${styles.emptyState}`}>{text}</p>
    </section>
  );
}
