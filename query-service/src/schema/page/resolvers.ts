import type { Resolvers } from '../resolverTypes.ts';
import {
  connectionPageInfo,
  OFFSET_CAP,
  PAGE_MAX,
  pageInfo,
  pageWindow,
  type ConnectionPage,
  type PageWindow,
  type SliceOptions,
} from './paging.ts';
import { selects } from './selection.ts';
import type { PageResult, PageState } from './state.ts';

/**
 * Runs a Page list: fetch one page, register it for pageInfo, answer the rows. A page past OFFSET_CAP is empty
 * without reading rows (every list, whatever fetches it); its total, when asked, comes from the first page.
 */
export function pageList<T>(state: PageState, fetch: (w: PageWindow, options: SliceOptions) => Promise<PageResult<T>>): Promise<T[]> {
  const result =
    state.window.offset < OFFSET_CAP
      ? fetch(state.window, state.options)
      : !state.options.total
        ? Promise.resolve({ rows: [], total: null, hasNextPage: false })
        : fetch({ page: 1, perPage: 1, offset: 0 }, state.options).then((first) => ({ rows: [], total: first.total, hasNextPage: false }));
  state.results.push(result.catch(() => ({ rows: [], total: 0, hasNextPage: false })));
  return result.then((r) => r.rows);
}

/** A Page list whose spec sets its own page size (mod actions: 20) when the request gives Page none; pageInfo follows. */
export function withDefaultPerPage(state: PageState, perPage: number): PageState {
  if (!state.perPageGiven) state.window = pageWindow(state.window.page, perPage, PAGE_MAX);
  return state;
}

const connectionResolvers = (...types: string[]): Resolvers =>
  Object.fromEntries(
    types.map((t) => [
      t,
      {
        edges: (c: ConnectionPage<unknown>) => c.items,
        nodes: (c: ConnectionPage<{ node: unknown }>) => c.items.map((e) => e.node),
        pageInfo: (c: ConnectionPage<unknown>) => connectionPageInfo(c),
      },
    ]),
  );

export const pageResolvers: Resolvers = {
  Query: {
    Page: (_root, a, _ctx, info): PageState => ({
      window: pageWindow(a.page, a.perPage, PAGE_MAX),
      perPageGiven: a.perPage != null,
      options: { total: selects(info, ['pageInfo'], ['total', 'lastPage']) },
      results: [],
    }),
  },
  Page: {
    pageInfo: async (state) => {
      await null;
      const result = state.results.length ? await state.results[0]! : { rows: [], total: 0, hasNextPage: false };
      // Uncounted, the total is only known to reach past this page; the request does not show it.
      const total = result.total ?? state.window.offset + result.rows.length + (result.hasNextPage ? 1 : 0);
      return pageInfo(total, state.window, result.hasNextPage);
    },
  },
  ...connectionResolvers(
    'MediaConnection',
    'CharacterConnection',
    'StaffConnection',
    'StudioConnection',
    'AiringScheduleConnection',
    'MediaTrendConnection',
    'ReviewConnection',
    'RecommendationConnection',
  ),
};
