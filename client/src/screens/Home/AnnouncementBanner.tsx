import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../../components/icons.tsx';
import {
  ANNOUNCEMENT_FAILED,
  announcementKey,
  DISMISSED_ANNOUNCEMENTS_KEY,
  isAnnouncementShown,
  parseAnnouncement,
  parseDismissed,
  withDismissed,
  type Announcement,
} from './announcement.ts';
import styles from './HomeFeed.module.css';

/** core §9: the announcement is given 5 s. */
const TIMEOUT_MS = 5000;

function readDismissed(): string[] {
  try {
    return parseDismissed(localStorage.getItem(DISMISSED_ANNOUNCEMENTS_KEY));
  } catch {
    return [];
  }
}

/**
 * The site announcement (core §2): read from /announcement.json when the site publishes one (none: a 404, no
 * banner); a failure is only logged. Dismissing hides that announcement on this device; a new id shows again.
 */
export function AnnouncementBanner() {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [dismissed, setDismissed] = useState(readDismissed);

  useEffect(() => {
    let gone = false;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
    fetch(`/announcement.json?${announcementKey(new Date())}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return parseAnnouncement(await response.json());
      })
      .then((found) => {
        if (!gone) setAnnouncement(found);
      })
      .catch((error: unknown) => {
        if (!gone) console.error(ANNOUNCEMENT_FAILED, error);
      })
      .finally(() => clearTimeout(timer));
    return () => {
      gone = true;
      controller.abort();
      clearTimeout(timer);
    };
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
