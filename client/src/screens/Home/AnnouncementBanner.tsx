import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../../components/icons.tsx';
import {
  ANNOUNCEMENT_FAILED,
  DISMISSED_ANNOUNCEMENTS_KEY,
  isAnnouncementShown,
  loadAnnouncement,
  parseDismissed,
  withDismissed,
  type Announcement,
} from './announcement.ts';
import styles from './HomeFeed.module.css';

function readDismissed(): string[] {
  try {
    return parseDismissed(localStorage.getItem(DISMISSED_ANNOUNCEMENTS_KEY));
  } catch {
    return [];
  }
}

/**
 * The site announcement (core §2): read from /announcement.json when the site publishes one (none: a 404, no
 * banner), asked once more when the first try fails; a failure is only logged. Dismissing hides that announcement
 * on this device; a new id shows again.
 */
export function AnnouncementBanner() {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [dismissed, setDismissed] = useState(readDismissed);

  useEffect(() => {
    const controller = new AbortController();
    const get = (url: string, signal: AbortSignal) => fetch(url, { signal, headers: { accept: 'application/json' } });
    loadAnnouncement(get, new Date(), controller.signal)
      .then((found) => {
        if (!controller.signal.aborted) setAnnouncement(found);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(ANNOUNCEMENT_FAILED, error);
      });
    return () => controller.abort();
  }, []);

  if (!announcement || !isAnnouncementShown(announcement, dismissed, Date.now())) return null;

  function dismiss(id: string) {
    const next = withDismissed(dismissed, id);
    setDismissed(next);
    try {
      localStorage.setItem(DISMISSED_ANNOUNCEMENTS_KEY, JSON.stringify(next));
    } catch {
      // Hidden for this visit only.
    }
  }

  return (
    <aside className={styles.announcement} aria-label="Announcement">
      {announcement.forumPath ? <Link to={announcement.forumPath}>{announcement.message}</Link> : <span>{announcement.message}</span>}
      <button type="button" className={styles.dismiss} aria-label="Dismiss announcement" onClick={() => dismiss(announcement.id)}>
        <CloseIcon size={16} />
      </button>
    </aside>
  );
}
