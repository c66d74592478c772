import type { GraphQLResolveInfo } from 'graphql';
import type DataLoader from 'dataloader';
import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { pageList } from '../page/resolvers.ts';
import type { PageState } from '../page/state.ts';
import { relayConnection, relayWindow } from '../page/paging.ts';
import { selects } from '../page/selection.ts';
import { findEntities, parseEntityFilter, type EntityTable } from '../search/findEntities.ts';

type Args = Record<string, unknown>;

/**
 * The three ways a catalogue table is looked up (ADR 43), the same for characters, staff and studios: one by its
 * filter (Query.Character), a search connection (Query.characterSearch) and a Page list (Page.characters).
 */
export function entityQueries<R extends object>(t: EntityTable, byId: (ctx: Context) => DataLoader<number, R | null>) {
  return {
    one: async (_r: unknown, a: Args, ctx: Context): Promise<R> => {
      const f = parseEntityFilter(a);
      // An id alone reads through the by-id loader, which relation queries prime.
      const onlyId = f.id != null && !f.search && f.isBirthday == null && !f.id_in && f.id_not == null && !f.id_not_in;
      const row = onlyId ? await byId(ctx).load(f.id!) : (await findEntities<R>(ctx, t, f, 0, 1)).rows[0];
      if (!row) throw notFound();
      return row;
    },
    search: async (
      _r: unknown,
      { first, after, ...a }: Args & { first?: number | null; after?: string | null },
      ctx: Context,
      info: GraphQLResolveInfo,
    ) => {
      const w = relayWindow(first, after);
      const options = { total: selects(info, [], ['totalCount']) };
      const slice = await findEntities<R>(ctx, t, parseEntityFilter(a), w.offset, w.limit, options);
      return relayConnection(slice, w.offset);
    },
    list: (state: PageState, a: Args, ctx: Context) =>
      pageList(state, (w, options) => findEntities<R>(ctx, t, parseEntityFilter(a), w.offset, w.perPage, options)),
  };
}
