import { describe, expect, it } from 'vitest';
import { mediaFigures, PRIOR_SCORE, PRIOR_WEIGHT, type Baseline } from './figures.ts';
import { zeroCounts, type Counts } from './listCounts.ts';

const counts = (c: Partial<Counts>): Counts => ({ ...zeroCounts(), ...c });
const imported: Baseline = {
  averageScore: 80,
  meanScore: 82,
  popularity: 1000,
  favourites: 40,
  statusDistribution: [
    { status: 'COMPLETED', amount: 700 },
    { status: 'CURRENT', amount: 300 },
  ],
  scoreDistribution: [
    { score: 80, amount: 300 },
    { score: 90, amount: 100 },
  ],
};

describe('media figures', () => {
  it('are empty without entries, favourites or an import', () => {
    const none = {
      popularity: 0,
      favourites: 0,
      averageScore: null,
      meanScore: null,
      statusDistribution: [],
      scoreDistribution: [],
      inProgress: 0,
    };
    expect(mediaFigures({ counts: zeroCounts(), imported: null }, 'LISTS')).toEqual(none);
    expect(mediaFigures({ counts: zeroCounts(), imported: null }, 'IMPORTED')).toEqual(none);
  });

  it('count every status in popularity, and the scored entries in the distribution and the mean', () => {
    const f = mediaFigures(
      {
        counts: counts({
          current: 2,
          planning: 3,
          completed: 4,
          repeating: 1,
          score_70: 2,
          score_100: 1,
          score_sum: 70 + 74 + 100,
          favourites: 2,
        }),
        imported: null,
      },
      'LISTS',
    );
    expect(f).toMatchObject({
      popularity: 10,
      favourites: 2,
      meanScore: 81,
      inProgress: 3,
      statusDistribution: [
        { status: 'CURRENT', amount: 2 },
        { status: 'PLANNING', amount: 3 },
        { status: 'COMPLETED', amount: 4 },
        { status: 'REPEATING', amount: 1 },
      ],
      scoreDistribution: [
        { score: 70, amount: 2 },
        { score: 100, amount: 1 },
      ],
    });
    expect(f.averageScore).toBe(Math.round((PRIOR_SCORE * PRIOR_WEIGHT + 244) / (PRIOR_WEIGHT + 3)));
  });

  it('weigh the average so that a single 100 does not outrank many high scores', () => {
    const one = mediaFigures({ counts: counts({ completed: 1, score_100: 1, score_sum: 100 }), imported: null }, 'LISTS');
    const many = mediaFigures({ counts: counts({ completed: 300, score_80: 300, score_sum: 300 * 85 }), imported: null }, 'LISTS');
    expect(one.meanScore).toBe(100);
    expect(one.averageScore).toBe(62);
    expect(many.averageScore).toBe(83);
  });

  it("are the import's before members keep lists, with the members' favourites added", () => {
    expect(mediaFigures({ counts: counts({ favourites: 2 }), imported }, 'IMPORTED')).toEqual({
      popularity: 1000,
      favourites: 42,
      averageScore: 80,
      meanScore: 82,
      inProgress: 300,
      statusDistribution: [
        { status: 'CURRENT', amount: 300 },
        { status: 'COMPLETED', amount: 700 },
      ],
      scoreDistribution: [
        { score: 80, amount: 300 },
        { score: 90, amount: 100 },
      ],
    });
  });

  it("are the members' alone once they keep lists: the import no longer counts", () => {
    const members = counts({ completed: 2, dropped: 1, score_100: 2, score_20: 1, score_sum: 220, favourites: 3 });
    expect(mediaFigures({ counts: members, imported }, 'LISTS')).toEqual(mediaFigures({ counts: members, imported: null }, 'LISTS'));
    expect(mediaFigures({ counts: members, imported }, 'LISTS')).toMatchObject({
      popularity: 3,
      favourites: 3,
      inProgress: 0,
      meanScore: 73,
      averageScore: Math.round((PRIOR_SCORE * PRIOR_WEIGHT + 220) / (PRIOR_WEIGHT + 3)),
      statusDistribution: [
        { status: 'COMPLETED', amount: 2 },
        { status: 'DROPPED', amount: 1 },
      ],
      scoreDistribution: [
        { score: 20, amount: 1 },
        { score: 100, amount: 2 },
      ],
    });
    // A media on nobody's list has no figures, whatever was imported for it.
    expect(mediaFigures({ counts: zeroCounts(), imported }, 'LISTS')).toMatchObject({
      popularity: 0,
      averageScore: null,
      statusDistribution: [],
    });
  });
});
