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
