import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { UnknownEventError, currentVersion, newEvent, upcast } from './index.ts';

const image = { large: null, medium: null };

describe('catalogue upcast', () => {
  it('lifts CharacterAdded v1 to v2, splitting the name and filling the new fields', () => {
    const event = upcast('CharacterAdded', 1, {
      characterId: 1,
      name: '  Monkey D. Luffy ',
      nativeName: 'モンキー・D・ルフィ',
      image,
      description: null,
      favourites: 7,
    });
    expect(event).toEqual({
      type: 'CharacterAdded',
      data: {
        characterId: 1,
        name: {
          first: 'Monkey',
          middle: 'D.',
          last: 'Luffy',
          full: 'Monkey D. Luffy',
          native: 'モンキー・D・ルフィ',
          alternative: [],
          alternativeSpoiler: [],
        },
        image,
        description: null,
        gender: null,
        dateOfBirth: { year: null, month: null, day: null },
        age: null,
        bloodType: null,
        favourites: 7,
      },
    });
  });

  it('keeps a one-word v1 name as first name only, and a missing native name as null', () => {
    const { data } = upcast('CharacterAdded', 1, { characterId: 2, name: 'Levi', image, description: null });
    expect(data).toMatchObject({ name: { first: 'Levi', middle: null, last: null, full: 'Levi', native: null }, favourites: 0 });
  });

  it('lifts MediaStatisticsImported v1 to v2: measured at import time, no history', () => {
    const v1 = {
      mediaId: 5,
      averageScore: 70,
      meanScore: 71,
      popularity: 10,
      favourites: 1,
      trending: 0,
      statusDistribution: [{ status: 'CURRENT', amount: 10 }],
      scoreDistribution: [],
    };
    expect(upcast('MediaStatisticsImported', 1, v1)).toEqual({
      type: 'MediaStatisticsImported',
      data: { ...v1, recordedAt: null, history: [] },
    });
    expect(currentVersion('MediaStatisticsImported')).toBe(2);
  });

  it('validates current-version data and leaves it as it is', () => {
    const studio = { studioId: 3, name: 'MAPPA', isAnimationStudio: true, favourites: 0 };
    expect(upcast('StudioAdded', currentVersion('StudioAdded'), studio)).toEqual(newEvent('StudioAdded', studio));
    expect(() => upcast('StudioAdded', 1, { ...studio, studioId: 'x' })).toThrow(ZodError);
  });

  it('refuses unknown types and versions newer than the code', () => {
    expect(() => upcast('StudioRenamed', 1, {})).toThrow(UnknownEventError);
    expect(() => upcast('CharacterAdded', 3, {})).toThrow(/newer than this code/);
  });
});
