import { AdsOff } from '../../components/Ads/adsOff.tsx';
import { errorCopy } from './errorCopy.ts';
import styles from './ErrorScreen.module.css';

interface Props {
  error: unknown;
  onRetry: () => void;
  /** Full-page variant for the outer boundary; the inner one renders inside the layout. */
  fullPage?: boolean;
}

export function ErrorScreen({ error, onRetry, fullPage = true }: Props) {
  const { title, message, reload } = errorCopy(error);
  return (
    <div className={fullPage ? styles.fullPage : styles.inline} role="alert">
      {/* No ads on error pages (core §6). */}
      <AdsOff />
      <div className={`${styles.box} card`}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={reload ? () => window.location.reload() : onRetry}>
            {reload ? 'Reload' : 'Try again'}
          </button>
          <a className={styles.home} href="/">
            Back to the front page
          </a>
        </div>
      </div>
    </div>
  );
}
