import { lastPoints } from './distribution.ts';

export interface AiringProgression {
  readonly episode?: number | null;
  readonly score?: number | null;
  readonly watching?: number | null;
}

export interface EpisodePoint {
  readonly label: string;
  readonly value: number;
}

/**
 * One point per aired episode (its last value while airing), the newest 24 episodes (core §9), labelled "Ep N".
 * Per episode rather than per day: the daily trend points repeat an episode on every day until the next one airs.
 */
export function episodeSeries(
  progression: readonly (AiringProgression | null | undefined)[] | null | undefined,
  value: (point: AiringProgression) => number | null | undefined,
): EpisodePoint[] {
  const byEpisode = new Map<number, number>();
  for (const point of progression ?? []) {
    const amount = point ? value(point) : null;
    if (point?.episode != null && amount != null) byEpisode.set(point.episode, amount);
  }
  return lastPoints([...byEpisode], ([episode]) => episode).map(([episode, amount]) => ({ label: `Ep ${episode}`, value: amount }));
}
