import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { clearNotFoundFromMedia, peekNotFoundFromMedia } from '../../system/notFoundOrigin.ts';
import { AdsOff } from '../../components/Ads/adsOff.tsx';
import { CatchGame } from './CatchGame.tsx';
import styles from './NotFound.module.css';

/** /404 (core §2): a small game, and a hint about 18+ content when the visitor came from a media page. */
export function NotFound() {
  const [fromMedia] = useState(peekNotFoundFromMedia);
  useEffect(() => clearNotFoundFromMedia(), []);

  return (
    <div className={`container ${styles.page}`}>
      {/* No ads on error pages (core §6). */}
      <AdsOff />
      <h1 className={styles.code}>404</h1>
      <p className={styles.lead}>This page does not exist, or it has moved on.</p>
      {fromMedia ? (
        <p className={styles.adultHint} role="note">
          Looking for an 18+ title? Adult content is hidden unless you enable it in your settings after logging in.
        </p>
      ) : null}
      <CatchGame />
      <Link to="/" className="button">
        Back to the front page
      </Link>
    </div>
  );
}
