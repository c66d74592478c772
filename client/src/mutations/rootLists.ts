import { generateClientID, ROOT_ID, type RecordSourceProxy } from 'relay-runtime';
import { CONNECTIONS, type ListName } from '../components/Paging/connections.ts';
import { environment } from '../system/relayEnvironment.ts';

// AniList's lists hang off the query root: `Page(page, perPage) { reviews(...) }`, `MediaListCollection(userId,
// type)`. A mutation's answer cannot say where a new item goes in them (their order, filters, pages and counts are
// the server's), so the mutation marks stale the root's holders of the lists it changed: their queries ask the
// server again when next loaded, and a screen showing one refetches at once through useSubscribeToInvalidationState.
// Only the root record and the holders it links are looked at, never the rest of the store. A holder has no id of
// its own, so Relay keeps it under the root's id and the field's storage key (`client:root:Page(perPage:20)`).

/** Inside a mutation's updater: every root field whose name, or whose holder's own fields, match `lists` goes stale. */
export function invalidateRootLists(store: RecordSourceProxy, lists: RegExp): void {
  const source = environment.getStore().getSource();
  for (const field of Object.keys(source.get(ROOT_ID) ?? {})) {
    const holderId = generateClientID(ROOT_ID, field);
    const holder = source.get(holderId);
    if (holder && (lists.test(field) || Object.keys(holder).some((key) => lists.test(key)))) store.get(holderId)?.invalidateRecord();
  }
}

/** The list fields named, with or without arguments (`reviews`, `reviews(sort:["ID_DESC"])`). */
export const listFields = (...names: readonly string[]): RegExp => new RegExp(`^(${names.join('|')})(\\(|$)`);

/**
 * The root field under which Relay keeps a paginated list's pages (ADR 39): `__<connection key>_connection(filters)`,
 * for listFields, so that a mutation marks a loaded connection stale like a Page holder.
 */
export const connectionField = (list: ListName): string => `__${CONNECTIONS[list].key}_connection`;
