import type { PersonName } from '@tsuzuki/events';
import type { Random } from './random.ts';
import {
  CHINESE_FAMILY,
  CHINESE_GIVEN,
  ENGLISH_FAMILY,
  ENGLISH_GIVEN_FEMALE,
  ENGLISH_GIVEN_MALE,
  FANTASY_FAMILY,
  FANTASY_GIVEN_FEMALE,
  FANTASY_GIVEN_MALE,
  JAPANESE_FAMILY,
  JAPANESE_GIVEN_FEMALE,
  JAPANESE_GIVEN_MALE,
  KOREAN_FAMILY,
  KOREAN_GIVEN,
} from './words/names.ts';

export type NameStyle = 'japanese' | 'fantasy' | 'english' | 'korean' | 'chinese';
export type Gender = 'Male' | 'Female';

/** AniList writes `full` given name first for every language; `native` keeps the native order and script. */
export function personName(r: Random, style: NameStyle, gender: Gender): PersonName {
  const name = (first: string | null, last: string | null, native: string | null): PersonName => ({
    first,
    middle: null,
    last,
    full: [first, last].filter(Boolean).join(' '),
    native,
    alternative: [],
    alternativeSpoiler: [],
  });
  switch (style) {
    case 'japanese': {
      const family = r.pick(JAPANESE_FAMILY);
      const given = r.pick(gender === 'Male' ? JAPANESE_GIVEN_MALE : JAPANESE_GIVEN_FEMALE);
      return name(given.roman, family.roman, family.native + given.native);
    }
    case 'fantasy': {
      const given = r.pick(gender === 'Male' ? FANTASY_GIVEN_MALE : FANTASY_GIVEN_FEMALE);
      if (r.chance(0.4)) return name(given.roman, null, given.native);
      const family = r.pick(FANTASY_FAMILY);
      return name(given.roman, family.roman, `${given.native}・${family.native}`);
    }
    case 'english':
      return name(r.pick(gender === 'Male' ? ENGLISH_GIVEN_MALE : ENGLISH_GIVEN_FEMALE), r.pick(ENGLISH_FAMILY), null);
    case 'korean': {
      const family = r.pick(KOREAN_FAMILY);
      const given = r.pick(KOREAN_GIVEN);
      return name(given.roman, family.roman, family.native + given.native);
    }
    case 'chinese': {
      const family = r.pick(CHINESE_FAMILY);
      const given = r.pick(CHINESE_GIVEN);
      return name(given.roman, family.roman, family.native + given.native);
    }
  }
}

/** Spellings without long vowels ("Yuuki" → "Yuki"), listed by AniList as alternative names. */
export function shortVowelSpelling(full: string): string | null {
  const short = full.replace(/ou/g, 'o').replace(/uu/g, 'u').replace(/oo/g, 'o');
  return short === full ? null : short;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Day `n` (0-based, modulo 366) of a leap year, so a cycle of birthdays covers every calendar day. */
export function dayOfYear(n: number): { month: number; day: number } {
  let rest = ((n % 366) + 366) % 366;
  for (let m = 0; m < 12; m++) {
    if (rest < DAYS_IN_MONTH[m]!) return { month: m + 1, day: rest + 1 };
    rest -= DAYS_IN_MONTH[m]!;
  }
  return { month: 12, day: 31 };
}

export function randomDay(r: Random): { month: number; day: number } {
  return dayOfYear(r.int(0, 365));
}

export function bloodType(r: Random): string {
  return r.weighted([
    ['A', 4],
    ['O', 3],
    ['B', 2],
    ['AB', 1],
  ]);
}
