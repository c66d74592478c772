import { describe, expect, it } from 'vitest';
import { milestone, milestoneRange } from './milestones.ts';

// social §9: anime milestones by days watched 0-1, 1-10, 10-50, 50-100, then every 100; manga by chapters read
// 0-100, 100-1000, 1000-5000, 5000-10000, then every 1000.
describe('progress milestones', () => {
  it('puts 5 and 120 days watched in 1-10 and 100-200', () => {
    expect(milestone('ANIME', { minutesWatched: 5 * 24 * 60 })).toEqual({ label: 'Days Watched', amount: 5, from: 1, to: 10 });
    expect(milestone('ANIME', { minutesWatched: 120 * 24 * 60 })).toEqual({ label: 'Days Watched', amount: 120, from: 100, to: 200 });
  });

  it('widens the first anime ranges, then steps by 100 days; a bound starts its range', () => {
    const ranges = [0, 0.5, 1, 9.9, 10, 49, 50, 99.9, 100, 199.9, 200, 1234].map((days) => milestoneRange('ANIME', days));
    expect(ranges.map(({ from, to }) => `${from}-${to}`)).toEqual([
      '0-1',
      '0-1',
      '1-10',
      '1-10',
      '10-50',
      '10-50',
      '50-100',
      '50-100',
      '100-200',
      '100-200',
      '200-300',
      '1200-1300',
    ]);
  });

  it('widens the first manga ranges, then steps by 1000 chapters', () => {
    const ranges = [0, 99, 100, 999, 1000, 4999, 5000, 9999, 10000, 12500].map((chapters) => milestoneRange('MANGA', chapters));
    expect(ranges.map(({ from, to }) => `${from}-${to}`)).toEqual([
      '0-100',
      '0-100',
      '100-1000',
      '100-1000',
      '1000-5000',
      '1000-5000',
      '5000-10000',
      '5000-10000',
      '10000-11000',
      '12000-13000',
    ]);
    expect(milestone('MANGA', { chaptersRead: 450 })).toEqual({ label: 'Chapters Read', amount: 450, from: 100, to: 1000 });
  });
});
