import { ANNOUNCEMENT_PATHS } from '@tsuzuki/web/announcementPaths';

// The announcement banner (core §2, §3 "Announcement (external JSON)": id, message, forumPath, expireAt; §4: hidden
// once dismissed, remembered per id, or once expired).
export interface Announcement {
  readonly id: string;
  readonly message: string;
  readonly forumPath: string | null;
  /** Epoch milliseconds; null when it does not expire. */
  readonly expireAt: number | null;
}

export const DISMISSED_ANNOUNCEMENTS_KEY = 'dismissed-announcements';
export const ANNOUNCEMENT_FAILED = 'Failed to fetch announcement data';
/** Enough to outlive any one announcement; older ids are forgotten. */
const REMEMBERED = 20;

/** expireAt as seconds or milliseconds since the epoch, or as a date string. */
function instant(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value < 1e12 ? value * 1000 : value;
  if (typeof value === 'string' && value.trim()) {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

/** The announcement in a JSON document, or null when it has none (no id or no message). */
export function parseAnnouncement(json: unknown): Announcement | null {
  if (!json || typeof json !== 'object') return null;
  const value = json as Record<string, unknown>;
  const id = typeof value.id === 'number' || typeof value.id === 'string' ? String(value.id) : '';
  const message = typeof value.message === 'string' ? value.message.trim() : '';
  if (!id || !message) return null;
  // Only a path of this site: the banner is a link, and a member's browser follows it without asking.
  const forumPath = typeof value.forumPath === 'string' && /^\/(?!\/)/.test(value.forumPath) ? value.forumPath : null;
  return { id, message, forumPath, expireAt: instant(value.expireAt) };
}

export function isAnnouncementShown(announcement: Announcement, dismissed: readonly string[], nowMs: number): boolean {
  if (dismissed.includes(announcement.id)) return false;
  return announcement.expireAt === null || announcement.expireAt > nowMs;
}

export function parseDismissed(raw: string | null): string[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export const withDismissed = (dismissed: readonly string[], id: string): string[] =>
  [...dismissed.filter((other) => other !== id), id].slice(-REMEMBERED);

/** core §7: the announcement is asked with a year-less UTC month-day-hour key, so caches keep it at most an hour. */
export function announcementKey(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(now.getUTCMonth() + 1)}${two(now.getUTCDate())}${two(now.getUTCHours())}`;
}

/** core §9: the announcement is given 5 s. */
export const ANNOUNCEMENT_TIMEOUT_MS = 5000;

/** How the banner asks: fetch in the browser (a test gives its own). */
export type AnnouncementFetch = (url: string, signal: AbortSignal) => Promise<Response>;

/**
 * The announcement (core §7): asked with the date key, given 5 s, then asked once more through the proxy address when
 * that fails (ANNOUNCEMENT_PATHS: the first address is the one a CDN may keep, the proxy the query-service answers
 * around any cache). A 404 is "nothing to say" and is not asked again. Rejects with the last failure; `signal`
 * abandons it (the page was left).
 */
export async function loadAnnouncement(
  get: AnnouncementFetch,
  now: Date,
  signal: AbortSignal,
  timeoutMs = ANNOUNCEMENT_TIMEOUT_MS,
): Promise<Announcement | null> {
  const key = announcementKey(now);
  let failure: unknown = null;
  for (const path of [ANNOUNCEMENT_PATHS.cdn, ANNOUNCEMENT_PATHS.proxy]) {
    const url = `${path}?${key}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const leave = () => controller.abort();
    signal.addEventListener('abort', leave);
    try {
      const response = await get(url, controller.signal);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return parseAnnouncement(await response.json());
    } catch (error) {
      if (signal.aborted) throw error;
      failure = error;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', leave);
    }
  }
  throw failure;
}
