import type { FuzzyDate } from '../catalogue/shapes.ts';
import type { Rewatch } from '../catalogue/lists.ts';
import type { MediaListStatus } from '../catalogue/users.ts';

// Rewatch bookkeeping of a list entry, one copy for the command-service's fold of a member's list and the lists
// read model: the finished rewatches, and the start of the one under way.

export interface RewatchBook {
  /** Never changed in place: a finished rewatch makes a new array. */
  readonly rewatches: Rewatch[];
  /** When the rewatch under way began; null when none is (the status is not REPEATING). */
  readonly startedAt: FuzzyDate | null;
}

/** MediaListEntrySaved's `rewatch`: a rewatch began (its start date), or one ended. */
export interface RewatchChange {
  readonly started?: FuzzyDate;
  readonly finished?: Rewatch;
}

/**
 * The book after a save that leaves the entry at `status`: a finished rewatch joins the list and ends the one under
 * way; leaving Rewatching without one ends it too. The arrays of an unchanged book are kept, not copied.
 */
export function bookRewatch(book: RewatchBook, status: MediaListStatus, change: RewatchChange | undefined): RewatchBook {
  let { rewatches, startedAt } = book;
  if (change?.started) startedAt = change.started;
  if (change?.finished) {
    rewatches = [...rewatches, change.finished];
    startedAt = null;
  }
  if (status !== 'REPEATING' && !change?.started) startedAt = null;
  return { rewatches, startedAt };
}
