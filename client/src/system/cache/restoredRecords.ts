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

/** A first-page loader's query that the store can answer (maybe from restored records): it is asked again later. */
export function noteStoreAnswer(environment: IEnvironment, query: GraphQLTaggedNode, variables: Variables): void {
  if (restored?.environment !== environment) return;
  const operation = createOperationDescriptor(getRequest(query), variables);
  if (environment.check(operation).status === 'available') restored.answered.push({ query, variables });
}

/**
 * The first page is on screen: its store answers are refreshed from the server in the background (a failure keeps
 * what shows: the cache's use when offline), and the restored records no query holds are collected.
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
