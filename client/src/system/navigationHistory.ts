// Loaders need to know where a navigation comes from (the home guard, core §2). While a navigation runs, the
// router's state still holds the location on screen, which is that previous location.
interface ScreenLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
interface TrackedRouter {
  readonly state: { readonly initialized: boolean; readonly location: ScreenLocation };
}

let router: TrackedRouter | null = null;

export function trackNavigation(instance: TrackedRouter): void {
  router = instance;
}

/** The location on screen when a loader runs, or null during the first load (the page was entered directly). */
export function previousLocation(): ScreenLocation | null {
  if (!router?.state.initialized) return null;
  return router.state.location;
}
