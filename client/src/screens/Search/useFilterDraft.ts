import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { shouldReplace, writeFilters, type FilterState, type SearchType } from './rules/filterState.ts';

export const FILTER_DEBOUNCE_MS = 300;

/**
 * The filters being edited. Changes show at once and reach the URL (and so the query) 300 ms after the last one
 * (core §4); the route is pushed when the query was empty and replaced otherwise. An alias page leaves its path for
 * /search/{type} with the whole preset query once a filter changes.
 */
export function useFilterDraft(type: SearchType, fromUrl: FilterState) {
  const [draft, setDraft] = useState(fromUrl);
  const location = useLocation();
  const navigate = useNavigate();
  const urlKey = writeFilters(fromUrl).toString();
  const written = useRef(urlKey);
  const dirty = useRef(false);

  // Back/Forward or a link changed the URL: show those filters.
  useEffect(() => {
    if (urlKey !== written.current) {
      written.current = urlKey;
      dirty.current = false;
      setDraft(fromUrl);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fromUrl is derived from urlKey: the URL says when to show it
  }, [urlKey]);

  useEffect(() => {
    if (!dirty.current) return;
    const timer = window.setTimeout(() => {
      dirty.current = false;
      const query = writeFilters(draft).toString();
      const path = `/search/${type}`;
      if (query === written.current && location.pathname === path) return;
      written.current = query;
      navigate(`${path}${query ? `?${query}` : ''}`, { replace: shouldReplace(location.search), preventScrollReset: true });
    }, FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, type, navigate, location.pathname, location.search]);

  const update = useCallback((change: Partial<FilterState> | ((state: FilterState) => FilterState)) => {
    dirty.current = true;
    setDraft((state) => (typeof change === 'function' ? change(state) : { ...state, ...change }));
  }, []);

  return { draft, update };
}
