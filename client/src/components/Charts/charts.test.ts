import { describe, expect, it } from 'vitest';
import { donutSlices, niceTicks, showsXLabel } from './chartScale.ts';
import { scoreBarColour, seriesColour, SERIES_COLOURS } from './palette.ts';

describe('chart scales', () => {
  it('covers a series with a few round ticks, whole steps at the least', () => {
    expect(niceTicks(1, 19)).toEqual([0, 5, 10, 15, 20]);
    expect(niceTicks(5.2, 6.8)).toEqual([5, 6, 7]);
    expect(niceTicks(120, 2_600)).toEqual([0, 1000, 2000, 3000]);
    expect(niceTicks(61, 67)).toEqual([60, 62, 64, 66, 68]);
    expect(niceTicks(18_675, 28_672)).toEqual([15_000, 20_000, 25_000, 30_000]);
    expect(niceTicks(0, 3)).toEqual([0, 1, 2, 3]);
  });

  it('gives a flat series a step either side, but never goes below a floor of zero', () => {
    expect(niceTicks(5, 5)).toEqual([4, 5, 6]);
    expect(niceTicks(65, 65)).toEqual([64, 66]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });

  it('labels every point of a short series and every other of a long one, keeping the last', () => {
    expect(Array.from({ length: 12 }, (_, i) => showsXLabel(i, 12)).every(Boolean)).toBe(true);
    const long = Array.from({ length: 24 }, (_, i) => showsXLabel(i, 24));
    expect(long.filter(Boolean)).toHaveLength(12);
    expect(long[23]).toBe(true);
    expect(long[22]).toBe(false);
  });

  it('splits a ring into slices in order, leaving out empty ones', () => {
    expect(
      donutSlices([
        { label: 'TV', value: 3 },
        { label: 'OVA', value: 0 },
        { label: 'Movie', value: 1 },
      ]),
    ).toEqual([
      { label: 'TV', value: 3, percent: 75, offset: 0 },
      { label: 'Movie', value: 1, percent: 25, offset: 75 },
    ]);
    expect(donutSlices([])).toEqual([]);
  });
});

describe('chart palette', () => {
  it('starts the series colours over after the last', () => {
    expect(seriesColour(SERIES_COLOURS.length)).toBe(seriesColour(0));
  });

  it('runs score bars from red at the lowest step to green at the highest', () => {
    expect(scoreBarColour(1, 1, 10)).toBe('hsl(0, 65%, 52%)');
    expect(scoreBarColour(10, 1, 10)).toBe('hsl(120, 65%, 52%)');
    expect(scoreBarColour(3, 3, 3)).toBe('hsl(120, 65%, 52%)');
  });
});
