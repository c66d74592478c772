import { useEffect } from 'react';
import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { createOperationDescriptor, getRequest, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { useLoaderData } from 'react-router-dom';
import { restoredPolicy, settleRestoredRecords } from './cache/restoredRecords.ts';
import { environment, loaderEnvironment, storeHoldsServerAnswers } from './relayEnvironment.ts';

/**
 * cacheConfig.metadata key of a query a loader starts without waiting for it: a server render does not ask for it
 * (entry-server.tsx), the browser does once it has taken over.
 */
export const NOT_AWAITED = 'notAwaited';

export interface RouteQuery<T extends OperationType> {
  readonly routeKey: string;
  readonly queryRef: PreloadedQuery<T>;
  /** The query's data as it is in the store once loaded, for loader decisions (redirects, not-found). */
  readonly data: T['response'] | null;
}

// Every reference a route loader created and has not released yet, per route.
const retained = new Map<string, Set<PreloadedQuery<OperationType>>>();

/**
 * Route loaders start the query and wait until it has arrived: the router keeps the current page on screen with the
 * progress bar running meanwhile, and the screen's usePreloadedQuery then renders without suspending.
 */
export async function loadRouteQuery<T extends OperationType>(
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: T['variables'],
  // network-only for pages that other screens' saves change (list pages): the store may hold an older answer.
  fetchPolicy: 'store-or-network' | 'network-only' = 'store-or-network',
): Promise<RouteQuery<T>> {
  const queryRef = startRouteQuery<T>(routeKey, query, variables, fetchPolicy, true);
  const source = queryRef.source;
  if (source) {
    await new Promise<void>((resolve, reject) => {
      source.subscribe({ complete: () => resolve(), error: (error: unknown) => reject(error) });
    });
  }
  const operation = createOperationDescriptor(getRequest(query), variables);
  const snapshot = loaderEnvironment().lookup(operation.fragment);
  return { routeKey, queryRef, data: (snapshot.data as T['response'] | undefined) ?? null };
}

/**
 * Starts a query for a route without waiting for it: the screen suspends on it where it reads it (a list page's
 * whole list, streamed in after its first rows). Kept until a newer one of the same route key is on screen.
 */
export function startRouteQuery<T extends OperationType>(
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: T['variables'],
  fetchPolicy: 'store-or-network' | 'network-only' = 'store-or-network',
  awaited = false,
): PreloadedQuery<T> {
  const into = loaderEnvironment();
  // The server's answers of this page load are no older than asking again (relayEnvironment.ts).
  let policy = into === environment && storeHoldsServerAnswers() ? 'store-or-network' : fetchPolicy;
  // Records the client cache restored answer the first page only (cache/restoredRecords.ts).
  if (policy === 'store-or-network') policy = restoredPolicy(into, query, variables);
  const queryRef = loadQuery<T>(into, query, variables, {
    fetchPolicy: policy,
    networkCacheConfig: awaited ? undefined : { metadata: { [NOT_AWAITED]: true } },
  });
  // A server-rendered page's environment ends with its request: nothing there is kept or released later.
  if (into !== environment) return queryRef;
  const refs = retained.get(routeKey) ?? new Set();
  refs.add(queryRef as PreloadedQuery<OperationType>);
  retained.set(routeKey, refs);
  return queryRef;
}

/**
 * Starts a block's own query from a route loader, where the block would only ask for it after the page's first
 * render (a round trip and a render later). The block's useLazyLoadQuery (same query, same variables,
 * store-or-network) finds it in flight (Relay dedupes requests by query and variables) or in the store. One per key
 * is kept; the one before is released.
 */
export function prefetchBlockQuery<T extends OperationType>(key: string, query: GraphQLTaggedNode, variables: T['variables']): void {
  const older = [...(retained.get(key) ?? [])];
  startRouteQuery<T>(key, query, variables);
  for (const ref of older) {
    ref.dispose();
    retained.get(key)?.delete(ref);
  }
}

/**
 * Once `current` is on screen, releases the route's older references (the store's release buffer keeps their data
 * for a quick Back); all of them when the screen shows none (a list page that no longer needs its whole list).
 */
export function useReleaseOlderRefs(routeKey: string, current: PreloadedQuery<OperationType> | null) {
  useEffect(() => {
    const refs = retained.get(routeKey);
    if (!refs) return;
    for (const ref of refs) {
      if (ref === current) continue;
      ref.dispose();
      refs.delete(ref);
    }
  }, [routeKey, current]);
}

/** The screen side: reads the loader's reference, and once it is on screen releases the route's older ones. */
export function useRouteQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  const { routeKey, queryRef } = useLoaderData() as RouteQuery<T>;
  useReleaseOlderRefs(routeKey, queryRef as PreloadedQuery<OperationType>);
  // The first page is on screen: what it showed from the client cache is asked again, the rest let go.
  useEffect(settleRestoredRecords, []);
  return usePreloadedQuery<T>(query, queryRef);
}
