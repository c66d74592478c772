// /airing (core §2): which entries show, and in what order.

export interface AiringCandidate {
  readonly id: number;
  readonly media?: {
    readonly status?: string | null;
    readonly nextAiringEpisode?: { readonly timeUntilAiring?: number | null } | null;
  } | null;
}

/** Releasing anime only, each once, soonest next episode first (those with none scheduled last). */
export function airingEntries<T extends AiringCandidate>(entries: ReadonlyArray<T | null | undefined>): T[] {
  const seen = new Set<number>();
  const airing = entries.filter((entry): entry is T => {
    if (!entry || entry.media?.status !== 'RELEASING' || seen.has(entry.id)) return false;
    seen.add(entry.id);
    return true;
  });
  const wait = (entry: T) => entry.media?.nextAiringEpisode?.timeUntilAiring ?? Number.POSITIVE_INFINITY;
  return airing.sort((a, b) => wait(a) - wait(b));
}
