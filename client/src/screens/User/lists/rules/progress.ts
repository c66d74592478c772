// How progress reads on list rows, home previews and /airing. The +1 and "episodes behind" rules are the list
// editor's (components/ListEditor/rules/progress.ts).

export interface ProgressMedia {
  readonly type?: string | null;
  readonly episodes?: number | null;
  readonly chapters?: number | null;
}

/** The most progress an entry can have: episodes, or chapters for manga; null when unknown (unbounded). */
export function progressMax(media: ProgressMedia | null | undefined): number | null {
  const max = media?.type === 'MANGA' ? media.chapters : media?.episodes;
  return max != null && max > 0 ? max : null;
}

/** "5/12", or "5" when the total is unknown. */
export function progressText(progress: number | null | undefined, max: number | null): string {
  const done = progress ?? 0;
  return max == null ? String(done) : `${done}/${max}`;
}
