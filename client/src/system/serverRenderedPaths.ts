import { isMediaTab } from './earlyScreens.ts';

// The pages the server renders for guests (ADR 53): those people open cold from outside, whose screens render from
// their loaders' data alone, and whose stylesheets the early screens name (earlyScreens.ts: the page's HTML links
// them, so it is styled before any script runs). Any other page keeps the boot skeleton and is rendered by the browser.
const PATHS: readonly RegExp[] = [
  // The landing page.
  /^\/$/,
  // Search and its presets.
  /^\/search\/(anime|manga)(?:\/[^/]+)?\/?$/,
  // A profile's overview, and its anime and manga lists.
  /^\/user\/[^/]+(?:\/(?:anime|manga)list(?:\/[^/]*)?)?\/?$/,
];
// A media page's overview; its tabs have screens of their own.
const MEDIA = /^\/(?:anime|manga)\/\d{1,9}(\/.*)?$/;

export function serverRenderedPath(pathname: string): boolean {
  const media = MEDIA.exec(pathname);
  if (media) return !isMediaTab(media[1] ?? '');
  return PATHS.some((path) => path.test(pathname));
}
