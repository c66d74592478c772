/**
 * The first path segment of every page the client routes ('' is the landing page). The query-service answers a
 * page outside these with 404 (the client then shows its NotFound page); a client test checks that every route
 * of the client's router starts with one of them, so a new screen that forgets this list fails a test.
 */
export const SITE_SECTIONS = [
  '',
  'search',
  'anime',
  'manga',
  'character',
  'staff',
  'studio',
  'home',
  'social',
  'login',
  'signup',
  'register',
  'forgot',
  'reverify',
  'reset-password',
  'verify-email',
  'confirm-location',
  'setup',
  'settings',
  '404',
  '503',
  'about',
  'terms',
  'apps',
  'donate',
  'user',
  'airing',
  'notifications',
  'activity',
  'forum',
  'reviews',
  'review',
  'recommendations',
  'edit',
  'moderators',
  'site-stats',
  'article',
  'docs',
] as const;

/** core §2's slug of a media title: spaces to underscores, other non-word characters out, underscores to hyphens. */
export const mediaSlug = (title: string | null | undefined): string =>
  title ? encodeURIComponent(title.replace(/ /g, '_').replace(/\W/g, '').replace(/_/g, '-')) : '';
