import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { environment } from '../system/relayEnvironment.ts';

// A data edit, a submission or a decision changes what other screens hold (ADR 22): the entity itself, its
// revision history and the submission lists. Their records are marked stale, so each of those queries asks the
// server again the next time it is loaded.

const EDIT_LISTS = /^(mediaSubmissions|characterSubmissions|staffSubmissions|revisionHistory)(\(|$)/;

/** Inside a mutation's updater: the entities named (store ids such as `Media:12`) and every edit list go stale. */
export function invalidateEdits(store: RecordSourceSelectorProxy, ids: readonly string[]): void {
  for (const id of ids) store.get(id)?.invalidateRecord();
  const source = environment.getStore().getSource();
  for (const id of source.getRecordIDs()) {
    const record = source.get(id);
    if (record?.__typename === 'Page' && Object.keys(record).some((key) => EDIT_LISTS.test(key))) store.get(id)?.invalidateRecord();
  }
}
