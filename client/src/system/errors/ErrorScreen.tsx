import { isChunkLoadError } from './isChunkLoadError.ts';
import styles from './ErrorScreen.module.css';

interface Props {
  error: unknown;
  onRetry: () => void;
  /** Full-page variant for the outer boundary; the inner one renders inside the layout. */
  fullPage?: boolean;
}

export function ErrorScreen({ error, onRetry, fullPage = true }: Props) {
  const chunk = isChunkLoadError(error);
  const message = chunk
    ? 'A new version of the site is available.'
    : error instanceof Error && error.message
      ? error.message
      : 'Internal Server Error';
  return (
    <div className={fullPage ? styles.fullPage : styles.inline} role="alert">
      <div className={`${styles.box} card`}>
        <h1 className={styles.title}>{chunk ? 'Update required' : 'Something went wrong'}</h1>
        <p className={styles.message}>{message}</p>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={chunk ? () => window.location.reload() : onRetry}>
            {chunk ? 'Reload' : 'Try again'}
          </button>
          <a className={styles.home} href="/">
            Back to the front page
          </a>
        </div>
      </div>
    </div>
  );
}
