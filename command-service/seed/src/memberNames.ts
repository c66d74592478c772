// User names for generated members, in the styles people pick ("kaede_reads", "MoonRin", "haruki_07"): letters,
// digits and underscores, 2-20 characters (UserName), unique without regard to case.
import { ENGLISH_GIVEN_FEMALE, ENGLISH_GIVEN_MALE, JAPANESE_GIVEN_FEMALE, JAPANESE_GIVEN_MALE } from './words/names.ts';
import { JAPANESE_NOUNS } from './words/titles.ts';
import type { Random } from './random.ts';

const GIVEN = [
  ...JAPANESE_GIVEN_MALE.map((n) => n.roman),
  ...JAPANESE_GIVEN_FEMALE.map((n) => n.roman),
  ...ENGLISH_GIVEN_MALE,
  ...ENGLISH_GIVEN_FEMALE,
];
const NOUNS = JAPANESE_NOUNS.filter((w) => /^[A-Za-z]+$/.test(w.roman)).map((w) => w.roman);
const ENGLISH_WORDS = JAPANESE_NOUNS.map((w) => w.english).filter((w) => /^[A-Za-z]+$/.test(w));
const HABITS = ['reads', 'watches', 'lists', 'fan', 'otaku', 'weeb', 'binges', 'dreams', 'sama', 'kun', 'chan'];

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function candidate(r: Random): string {
  const given = r.pick(GIVEN);
  switch (r.int(0, 5)) {
    case 0:
      return `${given.toLowerCase()}_${r.pick(HABITS)}`;
    case 1:
      return `${cap(r.pick(NOUNS).toLowerCase())}${given}`;
    case 2:
      return `${given.toLowerCase()}${r.int(0, 99).toString().padStart(2, '0')}`;
    case 3:
      return `${r.pick(ENGLISH_WORDS)}${cap(r.pick(ENGLISH_WORDS).toLowerCase())}`;
    case 4:
      return `${given}_${r.pick(NOUNS).toLowerCase()}`;
    default:
      return `x${given}x`;
  }
}

/** A name not yet in `taken` (which it joins); a number is appended when the styles run out. */
export function memberName(r: Random, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    let name = candidate(r).slice(0, 20);
    if (attempt >= 5) name = `${name.slice(0, 15)}${r.int(100, 99999)}`;
    if (name.length >= 2 && !taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}
