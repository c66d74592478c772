// Scales shared by the hand-drawn SVG charts (media stats, user stats).

/**
 * About `count` evenly spaced round ticks (steps of 1, 2 or 5 times a power of ten, never below 1: the series are
 * whole numbers or scores) from at or below `min` to at or above `max`. A flat series gets one step either side,
 * unless it sits on zero, which stays the floor.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  const span = high - low || Math.max(1, Math.abs(high) / 10);
  const rough = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const step = Math.max(1, (fraction > 5 ? 10 : fraction > 2 ? 5 : fraction > 1 ? 2 : 1) * power);
  let start = Math.floor(low / step) * step;
  let end = Math.ceil(high / step) * step;
  if (start === end) {
    if (start !== 0) start -= step;
    end += step;
  }
  const ticks: number[] = [];
  for (let value = start; value <= end + step / 2; value += step) ticks.push(Math.round(value * 1e6) / 1e6);
  return ticks;
}

/** Above this many points every other x label is left out, so that labels do not run into each other. */
export const ALL_LABELS_UP_TO = 12;

/** Whether the x label of point `index` of `length` shows: all of a short series, else every other, the last kept. */
export const showsXLabel = (index: number, length: number): boolean => length <= ALL_LABELS_UP_TO || index % 2 === (length - 1) % 2;

export interface DonutSlice {
  readonly label: string;
  readonly value: number;
  /** Share of the ring, 0–100. */
  readonly percent: number;
  /** Where the slice starts along the ring, 0–100 (clockwise from the top). */
  readonly offset: number;
}

/** Slices of a donut chart in the order given; values at or below zero take no room and are left out. */
export function donutSlices(values: readonly { label: string; value: number }[]): DonutSlice[] {
  const kept = values.filter((v) => v.value > 0);
  const total = kept.reduce((sum, v) => sum + v.value, 0);
  let offset = 0;
  return kept.map((v) => {
    const percent = (v.value / total) * 100;
    const slice = { label: v.label, value: v.value, percent, offset };
    offset += percent;
    return slice;
  });
}
