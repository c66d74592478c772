import type { RecordSourceProxy } from 'relay-runtime';
import { invalidateRootLists, listFields } from './rootLists.ts';

// A data edit, a submission or a decision changes what other screens hold (ADR 22): the entity itself, its
// revision history and the submission lists (the root's Page holders). They are marked stale, so each of those
// queries asks the server again the next time it is loaded.

const EDIT_LISTS = listFields('mediaSubmissions', 'characterSubmissions', 'staffSubmissions', 'revisionHistory');

/** Inside a mutation's final updater: the entities named (store ids such as `Media:12`) and the edit lists go stale. */
export function invalidateEdits(store: RecordSourceProxy, ids: readonly string[]): void {
  for (const id of ids) store.get(id)?.invalidateRecord();
  invalidateRootLists(store, EDIT_LISTS);
}
