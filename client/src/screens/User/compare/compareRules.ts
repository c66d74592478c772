// List comparison (core §2 /compare): the viewer's list against the owner's, matched by media.

export interface Comparable {
  readonly mediaId: number;
  readonly title: string;
  readonly scoreRaw: number;
}

export interface SharedEntry<T> {
  readonly mediaId: number;
  readonly theirs: T;
  readonly mine: T;
}

export interface Comparison<T> {
  /** On both lists, by title. */
  readonly shared: SharedEntry<T>[];
  /** Only on the owner's list. */
  readonly onlyTheirs: T[];
  /** Only on the viewer's list. */
  readonly onlyMine: T[];
  /** Mean of (owner's − viewer's) raw score over shared entries both scored; null when there are none. */
  readonly meanDifference: number | null;
}

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);

export function compareLists<T extends Comparable>(theirs: readonly T[], mine: readonly T[]): Comparison<T> {
  const mineByMedia = new Map(mine.map((entry) => [entry.mediaId, entry]));
  const theirsByMedia = new Map(theirs.map((entry) => [entry.mediaId, entry]));
  const shared: SharedEntry<T>[] = [];
  for (const entry of theirsByMedia.values()) {
    const other = mineByMedia.get(entry.mediaId);
    if (other) shared.push({ mediaId: entry.mediaId, theirs: entry, mine: other });
  }
  shared.sort((a, b) => byTitle(a.theirs, b.theirs));
  const scored = shared.filter((pair) => pair.theirs.scoreRaw > 0 && pair.mine.scoreRaw > 0);
  const meanDifference = scored.length
    ? Math.round((scored.reduce((sum, pair) => sum + pair.theirs.scoreRaw - pair.mine.scoreRaw, 0) / scored.length) * 10) / 10
    : null;
  return {
    shared,
    onlyTheirs: [...theirsByMedia.values()].filter((entry) => !mineByMedia.has(entry.mediaId)).sort(byTitle),
    onlyMine: [...mineByMedia.values()].filter((entry) => !theirsByMedia.has(entry.mediaId)).sort(byTitle),
    meanDifference,
  };
}
