import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../context.ts';
import { relayConnection, relayWindow, type Slice, type SliceOptions } from './paging.ts';
import { selects } from './selection.ts';

type Args = Record<string, unknown>;

/**
 * A list's reader as the Page fields call it: the request's filters, a window of rows, whether to count them (and the
 * request's selection, for readers that leave out columns nobody asked for).
 */
export type SliceReader<R> = (
  args: Args, ctx: Context, offset: number, limit: number, options: SliceOptions, info: GraphQLResolveInfo,
) => Promise<Slice<R>>;

/** The arguments every client connection takes besides its filters. */
export interface RelayArgs {
  first?: number | null;
  after?: string | null;
}

/**
 * A Relay connection field (`first`, `after`) over the same reader as a Page list field, so the client's paginated
 * lists page exactly the rows the AniList-shaped Page field does (ADR 39). Cursors are the search connections'
 * opaque offsets; `node` maps a row to what the node's resolvers expect.
 */
export function relayField<R, N = R>(read: SliceReader<R>, node?: (row: R, ctx: Context) => N) {
  return async (_parent: unknown, { first, after, ...args }: Args & RelayArgs, ctx: Context, info: GraphQLResolveInfo) => {
    const w = relayWindow(first, after);
    const slice = await read(args, ctx, w.offset, w.limit, { total: selects(info, [], ['totalCount']) }, info);
    return relayConnection<R | N>(node ? { ...slice, rows: slice.rows.map((row) => node(row, ctx)) } : slice, w.offset);
  };
}
