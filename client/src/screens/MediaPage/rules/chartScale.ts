// The y-axis of the stats line charts: a few round tick values that cover the series.

/**
 * About `count` evenly spaced round ticks (steps of 1, 2 or 5 times a power of ten, never below 1: the series are
 * whole numbers) from at or below `min` to at or above `max`. A flat series gets one step either side.
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
    start -= step;
    end += step;
  }
  const ticks: number[] = [];
  for (let value = start; value <= end + step / 2; value += step) ticks.push(Math.round(value * 1e6) / 1e6);
  return ticks;
}
