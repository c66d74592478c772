/**
 * The screen modules a path opens with, as source paths under client/: the router's lazy imports (system/router.tsx,
 * mediaRoutes.tsx, userRoutes.tsx) for the pages people open cold. The early script asks for their chunks as module
 * preloads, so they load beside the app's entry instead of after it has run (ADR 50). The build fails when one of
 * these is no longer a module of the bundle (vite.config.ts), so a renamed screen cannot silently lose its head start;
 * a path missed here only loads as before.
 */
export function earlyScreens(pathname: string, loggedIn: boolean): string[] {
  // Members are sent home from the landing page.
  if (pathname === '/') return loggedIn ? [] : [LANDING];
  if (pathname === '/home' || pathname === '/home/') return [HOME];
  if (/^\/search\/[a-z]+(?:\/|$)/.test(pathname)) return [SEARCH];
  const media = /^\/(?:anime|manga)\/\d+(\/.*)?$/.exec(pathname);
  // The overview is the media page's index tab: no tab among the (at most two) segments after the id, the slug's
  // included (the router ranks /anime/1/characters as the tab, not as a slug).
  if (media) return isMediaTab(media[1] ?? '') ? [MEDIA] : [MEDIA, MEDIA_OVERVIEW];
  const user = /^\/user\/[^/]+(?:\/([^/]*))?/.exec(pathname);
  if (user) {
    const tab = user[1] ?? '';
    if (tab === '') return [USER, USER_OVERVIEW];
    if (/^(?:anime|manga)list$/.test(tab) && !/\/compare\/?$/.test(pathname)) return [USER, MEDIA_LIST];
    return [USER];
  }
  return [];
}

const LANDING = 'src/screens/Landing/Landing.tsx';
const HOME = 'src/screens/Home/Home.tsx';
const SEARCH = 'src/screens/Search/SearchScreen.tsx';
const MEDIA = 'src/screens/MediaPage/MediaPage.tsx';
const MEDIA_OVERVIEW = 'src/screens/MediaPage/overview/MediaOverview.tsx';
const USER = 'src/screens/User/UserPage.tsx';
const USER_OVERVIEW = 'src/screens/User/overview/UserOverview.tsx';
const MEDIA_LIST = 'src/screens/User/lists/MediaListPage.tsx';

const MEDIA_TABS = new Set(['watch', 'characters', 'staff', 'reviews', 'stats', 'social']);

/** Whether what follows a media page's id ("/Title/characters") opens one of its tabs rather than the overview. */
export const isMediaTab = (rest: string): boolean => rest.split('/').some((s) => MEDIA_TABS.has(s));

/** Every screen earlyScreens can name: the build checks each against the bundle. */
export const EARLY_SCREENS = [LANDING, HOME, SEARCH, MEDIA, MEDIA_OVERVIEW, USER, USER_OVERVIEW, MEDIA_LIST] as const;

/** Each screen's chunk and the chunks it imports that the entry does not, as the build wrote them (vite.config.ts). */
export type ScreenChunks = Record<string, readonly string[]>;

/**
 * Asks for the screens' chunks as the router would when it runs: scripts as module preloads (crossorigin, as Vite's
 * own), stylesheets as preloads (Vite's loader then adds the stylesheet itself, after the app's, in its usual order).
 */
export function preloadScreens(screens: readonly string[], chunks: ScreenChunks, doc: Document = document): void {
  const asked = new Set<string>();
  for (const file of screens.flatMap((s) => chunks[s] ?? [])) {
    if (asked.has(file)) continue;
    asked.add(file);
    const link = doc.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    doc.head.appendChild(link);
  }
}
