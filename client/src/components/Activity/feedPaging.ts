// Paging rules of activity feeds and reply lists (core §4 "Infinite scroll", §9, social §9).

/** Home and profile feeds, and reply lists: 25 a page. The media social tab asks for 10. */
export const ACTIVITY_PAGE_SIZE = 25;
/** The home feed stops for "Load More" after every second page. */
export const HOME_PAUSE_EVERY = 2;
/** How often the scroll position is looked at. */
export const SCROLL_CHECK_MS = 200;

/**
 * `run` at most once per `ms`: the first call runs at once, later ones within the window run once at its end (so
 * the last scroll position is always looked at).
 */
export function throttle(run: () => void, ms: number, clock: () => number = Date.now) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const call = () => {
    last = clock();
    timer = null;
    run();
  };
  const throttled = () => {
    if (timer) return;
    const wait = last + ms - clock();
    if (wait <= 0) call();
    else timer = setTimeout(call, wait);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}

/** The home feed refreshes itself only for a reader near its top, and never under someone writing (core §4). */
export const REFRESH_WITHIN_PX = 1000;

export function autoRefreshDue(scrollY: number, editorActive: boolean): boolean {
  return scrollY < REFRESH_WITHIN_PX && !editorActive;
}
