import { describe, expect, it } from 'vitest';
import { airingEntries } from './airingRules.ts';

const entry = (id: number, status: string, timeUntilAiring?: number) => ({
  id,
  media: { status, nextAiringEpisode: timeUntilAiring == null ? null : { timeUntilAiring } },
});

describe('/airing (core §2)', () => {
  it('keeps releasing anime, once each, soonest next episode first', () => {
    const entries = [
      entry(1, 'RELEASING', 900),
      entry(2, 'FINISHED'),
      entry(3, 'RELEASING'),
      entry(4, 'RELEASING', 60),
      null,
      entry(4, 'RELEASING', 60),
      entry(5, 'HIATUS'),
    ];
    expect(airingEntries(entries).map((e) => e.id)).toEqual([4, 1, 3]);
  });
});
