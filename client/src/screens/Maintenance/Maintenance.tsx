import { AdsOff } from '../../components/Ads/adsOff.tsx';
import styles from './Maintenance.module.css';

/** /503 (core §2): shown while the site is down for maintenance. */
export function Maintenance() {
  return (
    <div className={`container ${styles.page}`}>
      {/* No ads on error pages (core §6). */}
      <AdsOff />
      <h1 className={styles.title}>503 - Server Maintenance</h1>
      <p className={styles.text}>We are working on the site and will be back shortly.</p>
    </div>
  );
}
