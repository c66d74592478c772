// The pages the server renders for guests (ADR 53): those people open cold from outside, whose screens render from
// their loaders' data alone. Any other page keeps the boot skeleton and is rendered by the browser.
const PATHS: readonly RegExp[] = [
  // The landing page.
  /^\/$/,
  // Search and its presets.
  /^\/search\/(anime|manga)(?:\/[^/]+)?\/?$/,
  // A media page and its tabs.
  /^\/(anime|manga)\/\d{1,9}(?:\/.*)?$/,
  // A profile's overview, and its anime and manga lists.
  /^\/user\/[^/]+(?:\/(?:anime|manga)list(?:\/[^/]*)?)?\/?$/,
];

export const serverRenderedPath = (pathname: string): boolean => PATHS.some((path) => path.test(pathname));
