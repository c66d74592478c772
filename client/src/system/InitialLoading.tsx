import { SITE_NAME } from './siteLinks.ts';
import styles from './InitialLoading.module.css';

const PLACEHOLDERS = Array.from({ length: 12 }, (_, i) => i);

/**
 * Shown while the first page's loader runs (before the layout can render): the boot skeleton index.html painted
 * before any script ran (global.css, "boot"; its shape from html[data-boot-shape]), so React taking over changes
 * nothing on screen, with the progress line above it.
 */
export function InitialLoading() {
  return (
    <div className="boot" aria-busy="true" aria-label="Loading">
      <div className={styles.bar} />
      <div className="boot-nav">
        <div className="container boot-nav-inner">
          <span className="boot-brand">{SITE_NAME}</span>
        </div>
      </div>
      <div className="boot-banner" />
      <div className="boot-page container">
        <b />
        {PLACEHOLDERS.map((i) => (
          <i key={i} />
        ))}
      </div>
    </div>
  );
}
