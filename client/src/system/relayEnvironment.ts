import { commitLocalUpdate, Environment, Network, RecordSource, Store, type FetchFunction, type LogFunction } from 'relay-runtime';
import { trackMutations } from './live/pendingMutations.ts';
import { throwLoadFailures } from './errors/loadFailure.ts';
import { takeServerRecords, type RecordSourceJSON } from './serverRendered.ts';
import { sendGraphQL } from './transport/graphql.ts';

export { GraphQLRequestError } from './transport/errors.ts';

/**
 * cacheConfig.metadata key naming the variables a caller gave: Relay sends every declared variable, null when not
 * given, and some mutations must carry only what changed (core §5: the list editor sends only changed fields).
 */
export const GIVEN_VARIABLES = 'givenVariables';

function sentVariables(variables: Record<string, unknown>, given: unknown): Record<string, unknown> {
  if (!Array.isArray(given)) return variables;
  return Object.fromEntries(Object.entries(variables).filter(([name]) => given.includes(name)));
}

const fetchGraphQL: FetchFunction = async (params, variables, cacheConfig) =>
  (await sendGraphQL({
    // relay-compiler persists every document (relay.config.json): the server knows it by this id.
    documentId: params.id ?? null,
    text: params.text ?? null,
    name: params.name,
    kind: params.operationKind,
    variables: sentVariables(variables as Record<string, unknown>, cacheConfig?.metadata?.[GIVEN_VARIABLES]),
  })) as never;

/** Records are keyed by type and id: ids are only unique per type in this API (ARCHITECTURE.md, Query service). */
export function getDataID(fieldValue: { [key: string]: unknown }, typeName: string): unknown {
  const id = fieldValue.id;
  // AniList-shaped edges carry the id of their node (a character edge's id is the character's), so one
  // character in two media would share a record; edges are identified by their place in the tree instead. A
  // MediaTag is the same: its id is the tag's, its rank and spoiler flag are one media's.
  if (id == null || typeName.endsWith('Edge') || typeName === 'MediaTag') return undefined;
  return `${typeName}:${String(id)}`;
}

/**
 * The browser's environment, or a server-rendered page's (entry-server.tsx): its own network, and the records the
 * page was rendered from, which the browser's first store starts with so that hydration renders the same page.
 */
export function createEnvironment(
  fetchFn: FetchFunction = fetchGraphQL,
  records?: RecordSourceJSON | null,
  storeLog?: LogFunction,
): Environment {
  return new Environment({
    network: Network.create(fetchFn),
    // Keep recently released screens so Back renders from the store without a spinner.
    store: new Store(new RecordSource(records ?? undefined), { gcReleaseBufferSize: 20, log: storeLog }),
    getDataID,
    // A field the server failed to load throws where a component reads it, instead of reading as null (empty).
    relayFieldLogger: throwLoadFailures,
    // Live updates wait for the mutations in flight (live/pendingMutations.ts).
    log: trackMutations,
  });
}

const storeChangeListeners = new Set<() => void>();

/** Calls `listener` after each change to the browser's store (the client cache writes what it holds, cache/). */
export function onStoreChange(listener: () => void): () => void {
  storeChangeListeners.add(listener);
  return () => storeChangeListeners.delete(listener);
}

const logStoreChange: LogFunction = (event) => {
  if (event.name !== 'store.notify.complete') return;
  if (event.updatedRecordIDs.size > 0 || event.invalidatedRecordIDs.size > 0) storeChangeListeners.forEach((l) => l());
};

const serverRecords = takeServerRecords();
export const environment = createEnvironment(fetchGraphQL, serverRecords, logStoreChange);

// On a page the server rendered (ADR 53), the store starts with the answers that very page load was rendered from:
// until the first page has loaded, a loader's network-only query (a list's head, which other screens' saves change)
// is as fresh in the store as the server would give it again.
let storeIsThisLoads = serverRecords !== null;

/** Whether the store holds only the answers this page load came with from the server. */
export const storeHoldsServerAnswers = (): boolean => storeIsThisLoads;

/** The first page has loaded: from now on the store may be older than the read models. */
export function firstPageLoaded(): void {
  storeIsThisLoads = false;
}

// Route loaders run in the browser for the browser's environment; on the server for the page being rendered, which
// entry-server.tsx names per request (an AsyncLocalStorage there: several pages render at once).
let loaderLookup: () => Environment | null = () => null;

/** The environment a route loader loads into: the server-rendered request's, or the browser's. */
export const loaderEnvironment = (): Environment => loaderLookup() ?? environment;

/** Set once by the server's entry: where a loader finds the environment of the page being rendered. */
export function setLoaderEnvironmentLookup(lookup: () => Environment | null): void {
  loaderLookup = lookup;
}

/**
 * Marks everything in the store stale: the next loader or query refetches. Used when what the server returns
 * depends on the viewer (log in, title language): userPreferred titles are computed per viewer on the server.
 */
export function invalidateStore(): void {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}
