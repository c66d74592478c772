import { daysWatched } from './statsPreview.ts';

// The profile's progress milestones (social §9): the range a member's days watched or chapters read fall in. The first
// ranges widen (a newcomer sees the bar move); past the last one every step is the same size.

export interface MilestoneRange {
  readonly from: number;
  readonly to: number;
}

interface MilestoneRule {
  /** The first ranges' bounds, from 0. */
  readonly bounds: readonly number[];
  /** The size of every range after the last bound. */
  readonly step: number;
}

const RULES: Record<'ANIME' | 'MANGA', MilestoneRule> = {
  ANIME: { bounds: [0, 1, 10, 50, 100], step: 100 },
  MANGA: { bounds: [0, 100, 1000, 5000, 10000], step: 1000 },
};

/** The range `amount` is in; a bound belongs to the range it starts (10 days is 10-50). */
export function milestoneRange(type: 'ANIME' | 'MANGA', amount: number): MilestoneRange {
  const { bounds, step } = RULES[type];
  const value = Math.max(0, amount);
  for (let i = 1; i < bounds.length; i++) {
    if (value < bounds[i]!) return { from: bounds[i - 1]!, to: bounds[i]! };
  }
  const from = Math.floor(value / step) * step;
  return { from, to: from + step };
}

export interface Milestone extends MilestoneRange {
  readonly label: string;
  readonly amount: number;
}

/** Anime go by days watched (as the figures above show them), manga by chapters read. */
export function milestone(
  type: 'ANIME' | 'MANGA',
  stats: { readonly minutesWatched?: number | null; readonly chaptersRead?: number | null },
): Milestone {
  const amount = type === 'ANIME' ? daysWatched(stats.minutesWatched ?? 0) : (stats.chaptersRead ?? 0);
  return { label: type === 'ANIME' ? 'Days Watched' : 'Chapters Read', amount, ...milestoneRange(type, amount) };
}
