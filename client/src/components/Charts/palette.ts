// Chart colours. Theme variables where the palette has one, so charts follow the dark and high-contrast themes.

/** Colours for the slices of a distribution, in order; a longer series starts over. */
export const SERIES_COLOURS = [
  'var(--color-accent)',
  'var(--color-green)',
  '#9256f3',
  'var(--color-pink)',
  'var(--color-orange)',
  'var(--color-red)',
  '#32b6c4',
  '#8a9bb0',
] as const;

export const seriesColour = (index: number): string => SERIES_COLOURS[index % SERIES_COLOURS.length]!;

/** List statuses keep one colour wherever they are charted. */
export const LIST_STATUS_COLOURS: Readonly<Record<string, string>> = {
  CURRENT: 'var(--color-green)',
  PLANNING: 'var(--color-accent)',
  COMPLETED: '#9256f3',
  PAUSED: 'var(--color-pink)',
  DROPPED: 'var(--color-red)',
  REPEATING: 'var(--color-orange)',
};

/** A score's bar from red (lowest of its scale) to green (highest) through the hue wheel, like the score colours. */
export const scoreBarColour = (score: number, lowest: number, highest: number): string =>
  `hsl(${highest > lowest ? Math.round(((score - lowest) / (highest - lowest)) * 120) : 120}, 65%, 52%)`;
