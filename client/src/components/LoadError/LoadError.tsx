import { errorCopy } from '../../system/errors/errorCopy.ts';
import styles from './LoadError.module.css';

interface Props {
  /** What failed, as the sentence's subject: "Notifications", "Reviews", "This page of results". */
  what: string;
  error: unknown;
  onRetry: () => void;
  /** A retry is on its way: the button waits. */
  retrying?: boolean;
}

/** A block or a list that could not be loaded: never its empty text, always the reason and a Retry. */
export function LoadError({ what, error, onRetry, retrying = false }: Props) {
  const { message } = errorCopy(error);
  return (
    <div className={`card ${styles.box}`} role="alert">
      <p className={styles.text}>
        <strong>{what} could not be loaded.</strong> <span className={styles.reason}>{message}</span>
      </p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        Retry
      </button>
    </div>
  );
}
