import type { Resolvers } from '../resolverTypes.ts';
import { connectionPageInfo, PAGE_MAX, pageInfo, pageWindow, type ConnectionPage, type PageWindow } from './paging.ts';

/**
 * What Query.Page hands to its list fields. pageInfo describes the list fetched beside it: every list
 * field registers its total here when it is called, and pageInfo reads the totals one tick later
 * (graphql-js calls all sibling resolvers before any promise settles).
 */
export interface PageState {
  window: PageWindow;
  totals: Promise<number>[];
}

/** Runs a Page list: fetch one page, register its total for pageInfo, answer the rows. */
export function pageList<T>(state: PageState, fetch: (w: PageWindow) => Promise<{ rows: T[]; total: number }>): Promise<T[]> {
  const result = fetch(state.window);
  state.totals.push(result.then((r) => r.total, () => 0));
  return result.then((r) => r.rows);
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
    Page: (_root: unknown, a: { page?: number | null; perPage?: number | null }): PageState => ({
      window: pageWindow(a.page, a.perPage, PAGE_MAX),
      totals: [],
    }),
  },
  Page: {
    pageInfo: async (state: PageState) => {
      await null;
      const total = state.totals.length ? await state.totals[0]! : 0;
      return pageInfo(total, state.window);
    },
  },
  ...connectionResolvers(
    'MediaConnection', 'CharacterConnection', 'StaffConnection', 'StudioConnection', 'AiringScheduleConnection',
    'MediaTrendConnection', 'ReviewConnection', 'RecommendationConnection',
  ),
};
