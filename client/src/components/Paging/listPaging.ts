import { LoadFailure } from '../../system/errors/loadFailure.ts';

// What a paginated list does after the pages it shows (core §4 "Infinite scroll"): the rules, apart from React.

/**
 * Wait for the page on its way, say that it failed (with a Retry), stop for good (the server has nothing after it),
 * stop until "Load More" is pressed (every `pauseEvery` pages), or load on as the reader nears the end.
 */
export type ListNext = 'loading' | 'failed' | 'complete' | 'paused' | 'scroll';

export interface ListState {
  /** Pages shown: the first, and every loadNext that has arrived since (or since a refresh). */
  readonly pages: number;
  readonly hasNext: boolean;
  readonly isLoadingNext: boolean;
  readonly failed: boolean;
}

export function listNext({ pages, hasNext, isLoadingNext, failed }: ListState, pauseEvery?: number | null): ListNext {
  if (isLoadingNext) return 'loading';
  if (failed) return 'failed';
  if (!hasNext) return 'complete';
  if (pauseEvery && pauseEvery > 0 && pages % pauseEvery === 0) return 'paused';
  return 'scroll';
}

/** The nodes of a connection's edges that are still there: a node deleted from the store since reads null. */
export function edgeNodes<N>(connection: {
  readonly edges: ReadonlyArray<{ readonly node?: N | null } | null | undefined>;
}): NonNullable<N>[] {
  return connection.edges.flatMap((edge) => (edge?.node == null ? [] : [edge.node]));
}

/**
 * A list's connection as loaded: the server answers null only when it failed to read it (its error is thrown where the
 * field is read, system/errors/loadFailure.ts); should one come without its error, the list still says it failed.
 */
export function loadedConnection<C>(connection: C | null | undefined): C {
  if (connection == null) throw new LoadFailure('', 500);
  return connection;
}
