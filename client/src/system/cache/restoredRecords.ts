import {
  createOperationDescriptor,
  fetchQuery,
  getRequest,
  RecordSource,
  type GraphQLTaggedNode,
  type IEnvironment,
  type Variables,
} from 'relay-runtime';
import type { RecordSourceJSON } from '../serverRendered.ts';

// Records restored from the client cache (ADR 66) let the first page of a visit render at once, but they may be days
// old. So they serve that first page only: what its loaders read from them is asked again as soon as it shows, and
// every restored record no screen holds is then let go (the store's garbage collection), so that a later page asks
// the server instead of showing an old answer.

interface Restored {
  readonly environment: IEnvironment;
  readonly answered: { query: GraphQLTaggedNode; variables: Variables }[];
}

let restored: Restored | null = null;

/** Puts cached records into the store, before the first page's loaders read it. */
export function restoreRecords(environment: IEnvironment, records: RecordSourceJSON): void {
  const store = environment.getStore();
  store.publish(new RecordSource(records));
  store.notify();
  restored = { environment, answered: [] };
}

/** Whether records restored from the cache are still waiting for the first page to show. */
export const holdsRestoredRecords = (environment: IEnvironment): boolean => restored?.environment === environment;

/**
 * The fetch policy a loader's store-or-network query runs with while restored records may be in the store. On the
 * first page, the store answers (maybe from the cache) and the query is noted to be asked again once the page shows.
 * A later page, should the first never have settled them (a page without a route query), settles them first and
 * asks the server.
 */
export function restoredPolicy(
  environment: IEnvironment,
  query: GraphQLTaggedNode,
  variables: Variables,
): 'store-or-network' | 'network-only' {
  if (restored?.environment !== environment) return 'store-or-network';
  if (firstPageRouted) {
    settleRestoredRecords();
    return 'network-only';
  }
  const operation = createOperationDescriptor(getRequest(query), variables);
  if (environment.check(operation).status === 'available') restored.answered.push({ query, variables });
  return 'store-or-network';
}

let firstPageRouted = false;

/** The router has loaded the first page (its loaders have run; it renders next). */
export function firstPageLoadersDone(): void {
  firstPageRouted = true;
}

/**
 * The first page is on screen (a route screen's first effect: everything it rendered without waiting has retained
 * its query by then): its store answers are refreshed from the server in the background (a failure keeps what shows:
 * the cache's use when offline), and the restored records no query holds are collected.
 */
export function settleRestoredRecords(): void {
  if (!restored) return;
  const { environment, answered } = restored;
  restored = null;
  // Loaders and screens have retained what they show; everything else restored goes now.
  (environment.getStore() as unknown as { scheduleGC(): void }).scheduleGC();
  for (const { query, variables } of answered) {
    fetchQuery(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
  }
}
