import { useCallback, useState } from 'react';
import { feedNext, type FeedNext } from './feedPaging.ts';

interface State {
  readonly resetKey: string;
  readonly pages: number;
  /** The ids each shown page holds (before duplicates were dropped); undefined while it loads. */
  readonly ids: readonly (readonly number[] | undefined)[];
  /** How many items each page answered with, counting those deleted since (a full page may have a successor). */
  readonly counts: readonly (number | undefined)[];
}

export interface PagedList {
  /** How many pages to show (1, 2, ...): each is a query of its own. */
  readonly pages: number;
  readonly next: FeedNext;
  /** A page tells what it holds once loaded, and how many the server answered (and again whenever that changes). */
  report(page: number, ids: readonly number[], count?: number): void;
  /** One page more, once the last one has arrived. */
  more(): void;
  /** At least `count` pages (a reply posted onto a page not shown yet). */
  showPages(count: number): void;
  /** Back to the first page alone (its refresh). */
  reset(): void;
  /** Ids shown by the pages before `page`. */
  earlier(page: number): ReadonlySet<number>;
}

const sameIds = (a: readonly number[] | undefined, b: readonly number[]) => !!a && a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Page-numbered lists over AniList's Page (feeds, replies, likers): the API has no Relay connection for them, so each
 * page is its own query and this keeps count of them. A new `resetKey` (other filters) starts again at page 1.
 */
export function usePagedList(perPage: number, pauseEvery: number | null, resetKey = ''): PagedList {
  const [stored, setState] = useState<State>({ resetKey, pages: 1, ids: [], counts: [] });
  let state = stored;
  if (stored.resetKey !== resetKey) {
    state = { resetKey, pages: 1, ids: [], counts: [] };
    setState(state);
  }
  const report = useCallback((page: number, ids: readonly number[], count = ids.length) => {
    setState((s) => {
      if (sameIds(s.ids[page - 1], ids) && s.counts[page - 1] === count) return s;
      const nextIds = [...s.ids];
      const nextCounts = [...s.counts];
      nextIds[page - 1] = ids;
      nextCounts[page - 1] = count;
      return { ...s, ids: nextIds, counts: nextCounts };
    });
  }, []);
  const more = useCallback(() => setState((s) => (s.counts[s.pages - 1] !== undefined ? { ...s, pages: s.pages + 1 } : s)), []);
  const showPages = useCallback((count: number) => setState((s) => (count > s.pages ? { ...s, pages: count } : s)), []);
  const reset = useCallback(() => setState((s) => ({ ...s, pages: 1, ids: s.ids.slice(0, 1), counts: s.counts.slice(0, 1) })), []);
  return {
    pages: state.pages,
    next: feedNext(state.pages, state.counts[state.pages - 1] ?? null, perPage, pauseEvery),
    report,
    more,
    showPages,
    reset,
    earlier: (page) => new Set(state.ids.slice(0, page - 1).flatMap((ids) => ids ?? [])),
  };
}
