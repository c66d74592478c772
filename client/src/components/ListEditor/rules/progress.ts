// Progress rules of list rows and previews (core §4).

/** The plus-progress button shows until the last episode (chapter); with no known total it always shows. */
export function canAddProgress(progress: number | null | undefined, max: number | null | undefined): boolean {
  return max == null || max <= 0 || (progress ?? 0) < max;
}

/** "N episodes behind" when the next airing episode minus one minus progress is at least 1 (singular for one). */
export function episodesBehind(nextEpisode: number | null | undefined, progress: number | null | undefined): string | null {
  if (!nextEpisode) return null;
  const behind = nextEpisode - 1 - (progress ?? 0);
  if (behind < 1) return null;
  return `${behind} ${behind === 1 ? 'episode' : 'episodes'} behind`;
}

/** A number field's value kept within its bounds (an empty or unreadable value counts as 0). */
export function clampCount(value: number, max: number | null | undefined): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  const whole = Math.floor(value);
  return max != null && max > 0 && whole > max ? max : whole;
}
