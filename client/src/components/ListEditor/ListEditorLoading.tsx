import styles from './Overlay.module.css';

/** The overlay's backdrop while the editor's code and the entry load. */
export function ListEditorLoading() {
  return (
    <div className={styles.overlay} role="status" aria-label="Loading the list editor">
      <div className={styles.loading} />
    </div>
  );
}
