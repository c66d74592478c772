import { Link, useLocation } from 'react-router-dom';
import { useViewer } from '../../session/useViewer.ts';
import { adSlotShows, type AdSlotName } from './adRules.ts';
import { useAdsSwitchedOff } from './adsOff.tsx';
import { houseAdFor } from './houseAds.ts';
import styles from './AdSlot.module.css';

interface Props {
  slot: AdSlotName;
  /** The page itself switches this slot off (an adult media's header), beside the pages that render <AdsOff />. */
  off?: boolean;
}

/**
 * One ad slot with one of the site's own banners. Who sees it is adRules.ts; the desktop-only rule is the stylesheet's,
 * so that the server's HTML and the hydrating render are the same at any width (the viewer, too, reads as a guest
 * until hydration is over, as the server rendered it).
 */
export function AdSlot({ slot, off = false }: Props) {
  const viewer = useViewer();
  const switchedOff = useAdsSwitchedOff();
  const { pathname } = useLocation();
  if (!adSlotShows(slot, viewer, { switchedOff: off || switchedOff })) return null;
  const ad = houseAdFor(slot, viewer === null, pathname);
  if (!ad) return null;
  return (
    <aside className={`${styles.slot} ${styles[slot]}`} aria-label="Advertisement" data-ad-slot={slot}>
      <div className={styles.banner} data-ad={ad.id}>
        <div className={styles.copy}>
          <p className={styles.title}>{ad.title}</p>
          <p className={styles.text}>{ad.text}</p>
        </div>
        <Link to={ad.to} className={`button ${styles.action}`}>
          {ad.action}
        </Link>
      </div>
    </aside>
  );
}
