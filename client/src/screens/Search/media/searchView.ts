import { useSyncExternalStore } from 'react';

// Media result views (core §2): cover, chart, table; the choice is remembered in local storage.
export type SearchView = 'cover' | 'chart' | 'table';
export const SEARCH_VIEWS: readonly SearchView[] = ['cover', 'chart', 'table'];
export const SEARCH_VIEW_KEY = 'search-view';

export function parseSearchView(raw: string | null | undefined): SearchView {
  return SEARCH_VIEWS.includes(raw as SearchView) ? (raw as SearchView) : 'cover';
}

export function readSearchView(): SearchView {
  try {
    return parseSearchView(localStorage.getItem(SEARCH_VIEW_KEY));
  } catch {
    return 'cover';
  }
}

export function writeSearchView(view: SearchView): void {
  try {
    localStorage.setItem(SEARCH_VIEW_KEY, view);
  } catch {
    // Private mode: the view just is not remembered.
  }
}

// This visit's choice, kept here too: without local storage (private mode) it still holds until the page closes.
let chosen: SearchView | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The remembered view and the way to choose another. The server renders the cover view (it cannot read the browser's
 * storage); hydration starts from it too, and the stored choice follows right after, without a mismatch.
 */
export function useSearchView(): [SearchView, (view: SearchView) => void] {
  const view = useSyncExternalStore(
    subscribe,
    () => chosen ?? readSearchView(),
    () => 'cover' as const,
  );
  return [view, chooseSearchView];
}

function chooseSearchView(view: SearchView): void {
  chosen = view;
  writeSearchView(view);
  for (const listener of listeners) listener();
}
