import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../context.ts';
import { relayConnection, relayWindow, type Slice, type SliceOptions } from './paging.ts';
import { selects } from './selection.ts';

/**
 * A list's reader as the Page fields call it: the request's filters, a window of rows, whether to count them (and the
 * request's selection, for readers that leave out columns nobody asked for).
 */
export type SliceReader<A, R> = (
  args: A,
  ctx: Context,
  offset: number,
  limit: number,
  options: SliceOptions,
  info: GraphQLResolveInfo,
) => Promise<Slice<R>>;

/** The arguments every client connection takes besides its filters. */
export interface RelayArgs {
  first?: number | null;
  after?: string | null;
}

/**
 * A Relay connection field (`first`, `after`) over the same reader as a Page list field, so the client's paginated
 * lists page exactly the rows the AniList-shaped Page field does (ADR 39). Cursors are the search connections'
 * opaque offsets. The field's arguments are its generated <Type><Field>Args: the reader gets them without the
 * window's two.
 */
export function relayField<A extends RelayArgs, R>(read: SliceReader<Omit<A, keyof RelayArgs>, R>) {
  return mappedRelayField<A, R, R>(read, (row) => row);
}

/** relayField whose nodes are the rows mapped to what the node's resolvers expect (an activity's __typename). */
export function mappedRelayField<A extends RelayArgs, R, N>(
  read: SliceReader<Omit<A, keyof RelayArgs>, R>,
  node: (row: R, ctx: Context) => N,
) {
  return async (_parent: unknown, { first, after, ...filters }: A, ctx: Context, info: GraphQLResolveInfo) => {
    const w = relayWindow(first, after);
    const slice = await read(filters, ctx, w.offset, w.limit, { total: selects(info, [], ['totalCount']) }, info);
    return relayConnection<N>({ ...slice, rows: slice.rows.map((row) => node(row, ctx)) }, w.offset);
  };
}
