// Custom-list liveness (core §4, §5: DeleteCustomList, UpdateUser), one copy for the command-service, which reads
// an entry's lists when a save comes, and the lists read model, which takes names off entries when lists change.

/** A member's custom lists of one media type. */
export interface MemberCustomLists {
  readonly customLists: readonly string[];
  /** Epoch milliseconds at which each list was last created (absent: since the start). */
  readonly customListsSince?: Readonly<Record<string, number>>;
}

/**
 * The names an entry is on that are still lists of its member: a name that is no longer a list leaves the entry,
 * and so does one whose list was created again after the entry was put on it (`putAt`, epoch milliseconds), so a
 * list deleted and re-created under the same name starts empty. A read model that takes names off as lists change
 * needs no dates: it passes the member's lists alone.
 */
export function liveCustomLists(onEntry: readonly string[], lists: MemberCustomLists, putAt = 0): string[] {
  const since = lists.customListsSince ?? {};
  return onEntry.filter((name) => lists.customLists.includes(name) && (since[name] ?? 0) <= putAt);
}
