import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { activityRecordId, type ActivityRef } from './activityRecord.ts';

// A community moderator's lock (social §4, §6; MOD-15) is a field of each kind's save mutation. The card's lock mark
// and the reply editor read the activity's record: set there at once, and again when the answer lands, so that the
// lock shows on every card of that activity without asking for the feed again.

/** The lock as the moderator asked for it; the optimistic and the final update are this one function. */
export function setLocked(activity: ActivityRef, locked: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    store.get(activityRecordId(activity))?.setValue(locked, 'isLocked');
  };
}

/** The updaters of a save that is a lock (an id and `locked` given, nothing else); none for other saves. */
export function lockUpdaters(typename: ActivityRef['typename'], variables: { id?: number | null; locked?: boolean | null }) {
  if (variables.id == null || typeof variables.locked !== 'boolean') return {};
  const update = setLocked({ typename, id: variables.id }, variables.locked);
  return { updater: update, optimisticUpdater: update };
}
