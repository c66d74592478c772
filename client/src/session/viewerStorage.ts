import type { ViewerQuery$data } from './__generated__/ViewerQuery.graphql';

export type Viewer = NonNullable<ViewerQuery$data['Viewer']>;

/** core §3: the viewer is cached in browser storage under an authentication key (the first paint's hint). */
export const AUTH_STORAGE_KEY = 'auth';
/** Per-user local caches, removed on logout (core §4); the theme is the device's and stays. */
export const USER_CACHE_KEYS = [AUTH_STORAGE_KEY, 'default-activity', 'home-list-preview'] as const;

export function parseStoredViewer(raw: string | null): Viewer | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Viewer> | null;
    if (value && typeof value.id === 'number' && typeof value.name === 'string') return value as Viewer;
  } catch {
    // A damaged entry counts as no login.
  }
  return null;
}

export function readStoredViewer(): Viewer | null {
  try {
    return parseStoredViewer(localStorage.getItem(AUTH_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function writeStoredViewer(viewer: Viewer | null): void {
  try {
    if (viewer) localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(viewer));
    else localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): the session still works for this visit.
  }
}

export function clearUserCaches(): void {
  try {
    for (const key of USER_CACHE_KEYS) localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
