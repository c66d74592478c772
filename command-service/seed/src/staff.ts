import type { EventData } from '@tsuzuki/events';
import { bloodType, personName, randomDay, shortVowelSpelling, type Gender, type NameStyle } from './personName.ts';
import { staffBio } from './prose.ts';
import { rng } from './random.ts';
import { CHINESE_HOMETOWNS, ENGLISH_HOMETOWNS, JAPANESE_HOMETOWNS, KOREAN_HOMETOWNS } from './words/names.ts';

export type StaffData = EventData<'StaffAdded'>;

/** What a person is hired for; media pick their credits from the matching pool. */
export const STAFF_ROLES = [
  'voiceJapanese',
  'voiceEnglish',
  'voiceChinese',
  'director',
  'writer',
  'composer',
  'designer',
  'animator',
  'sound',
  'mangaka',
  'mangakaKorean',
  'mangakaChinese',
  'author',
  'illustrator',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type StaffPools = Record<StaffRole, number[]>;

const ROLE_WEIGHTS: [StaffRole, number][] = [
  ['voiceJapanese', 40],
  ['voiceEnglish', 15],
  ['voiceChinese', 2],
  ['director', 4],
  ['writer', 5],
  ['composer', 4],
  ['designer', 4],
  ['animator', 6],
  ['sound', 3],
  ['mangaka', 8],
  ['mangakaKorean', 1.5],
  ['mangakaChinese', 1],
  ['author', 4],
  ['illustrator', 2.5],
];

interface RoleProfile {
  style: NameStyle;
  language: string;
  occupations: string[][];
  male: number;
  hometowns: string[];
}

const PROFILES: Record<StaffRole, RoleProfile> = {
  voiceJapanese: {
    style: 'japanese',
    language: 'Japanese',
    occupations: [['Voice Actor'], ['Voice Actor', 'Singer'], ['Voice Actor', 'Narrator']],
    male: 0.5,
    hometowns: JAPANESE_HOMETOWNS,
  },
  voiceEnglish: {
    style: 'english',
    language: 'English',
    occupations: [['Voice Actor'], ['Voice Actor', 'ADR Director'], ['Voice Actor', 'Script Writer']],
    male: 0.5,
    hometowns: ENGLISH_HOMETOWNS,
  },
  voiceChinese: { style: 'chinese', language: 'Chinese', occupations: [['Voice Actor']], male: 0.5, hometowns: CHINESE_HOMETOWNS },
  director: {
    style: 'japanese',
    language: 'Japanese',
    occupations: [['Director'], ['Director', 'Storyboard Artist'], ['Director', 'Episode Director']],
    male: 0.75,
    hometowns: JAPANESE_HOMETOWNS,
  },
  writer: {
    style: 'japanese',
    language: 'Japanese',
    occupations: [['Script Writer'], ['Script Writer', 'Novelist']],
    male: 0.6,
    hometowns: JAPANESE_HOMETOWNS,
  },
  composer: {
    style: 'japanese',
    language: 'Japanese',
    occupations: [['Composer'], ['Composer', 'Arranger'], ['Musician']],
    male: 0.65,
    hometowns: JAPANESE_HOMETOWNS,
  },
  designer: {
    style: 'japanese',
    language: 'Japanese',
    occupations: [['Character Designer', 'Animator'], ['Character Designer']],
    male: 0.55,
    hometowns: JAPANESE_HOMETOWNS,
  },
  animator: {
    style: 'japanese',
    language: 'Japanese',
    occupations: [['Animator'], ['Animator', 'Animation Director'], ['Key Animator']],
    male: 0.55,
    hometowns: JAPANESE_HOMETOWNS,
  },
  sound: { style: 'japanese', language: 'Japanese', occupations: [['Sound Director']], male: 0.7, hometowns: JAPANESE_HOMETOWNS },
  mangaka: {
    style: 'japanese',
    language: 'Japanese',
    occupations: [['Mangaka'], ['Mangaka', 'Illustrator']],
    male: 0.55,
    hometowns: JAPANESE_HOMETOWNS,
  },
  mangakaKorean: {
    style: 'korean',
    language: 'Korean',
    occupations: [['Webtoon Artist'], ['Writer']],
    male: 0.5,
    hometowns: KOREAN_HOMETOWNS,
  },
  mangakaChinese: {
    style: 'chinese',
    language: 'Chinese',
    occupations: [['Manhua Artist'], ['Writer']],
    male: 0.5,
    hometowns: CHINESE_HOMETOWNS,
  },
  author: {
    style: 'japanese',
    language: 'Japanese',
    occupations: [['Novelist'], ['Light Novel Author']],
    male: 0.6,
    hometowns: JAPANESE_HOMETOWNS,
  },
  illustrator: {
    style: 'japanese',
    language: 'Japanese',
    occupations: [['Illustrator'], ['Illustrator', 'Character Designer']],
    male: 0.45,
    hometowns: JAPANESE_HOMETOWNS,
  },
};

/** Staff ids 1..count. The first ids fill one of each role, so every pool has someone even in tiny data sets. */
export function buildStaff(count: number, now: Date): { staff: StaffData[]; pools: StaffPools } {
  const pools = Object.fromEntries(STAFF_ROLES.map((role) => [role, [] as number[]])) as StaffPools;
  const staff: StaffData[] = [];
  for (let id = 1; id <= count; id++) {
    const r = rng('staff', id);
    const role = id <= STAFF_ROLES.length ? STAFF_ROLES[id - 1]! : r.weighted(ROLE_WEIGHTS);
    const rank = pools[role].length;
    pools[role].push(id);
    staff.push(staffMember(id, role, rank, now));
  }
  return { staff, pools };
}

function staffMember(id: number, role: StaffRole, rank: number, now: Date): StaffData {
  const r = rng('staff', id, 'details');
  const profile = PROFILES[role];
  const gender: Gender = r.chance(profile.male) ? 'Male' : 'Female';
  const name = personName(r, profile.style, gender);
  const alt = profile.style === 'japanese' ? shortVowelSpelling(name.full) : null;
  if (alt) name.alternative.push(alt);
  const isVoice = role.startsWith('voice');
  const birthYear = r.int(isVoice ? 1960 : 1945, isVoice ? 2003 : 1995);
  const day = randomDay(r);
  const hasBirthday = r.chance(0.85);
  const showsYear = hasBirthday && r.chance(0.8);
  const died = birthYear < 1960 && r.chance(0.1);
  const deathYear = died ? r.int(2005, now.getUTCFullYear() - 1) : null;
  const debut = Math.min(now.getUTCFullYear(), birthYear + r.int(18, 30));
  const yearsActive = deathYear
    ? [debut, deathYear]
    : r.chance(0.05)
      ? [debut, Math.min(now.getUTCFullYear(), debut + r.int(3, 20))]
      : [debut];
  const birthdayPassed = now.getUTCMonth() + 1 > day.month || (now.getUTCMonth() + 1 === day.month && now.getUTCDate() >= day.day);
  // Earlier ids of a pool get most credits (pickSkewed), so they are also the best known.
  const fame = Math.max(0.02, 1 - rank / 300);
  return {
    staffId: id,
    name,
    languageV2: profile.language,
    image: { large: `/img/staff/${id}.svg`, medium: `/img/staff/${id}.svg` },
    // Every generated person says so: a made-up name may be a real person's.
    description: staffBio(r, name.full, profile.language, profile.occupations[0]![0]!, profile.hometowns, debut),
    primaryOccupations: r.pick(profile.occupations),
    gender,
    dateOfBirth: hasBirthday
      ? { year: showsYear ? birthYear : null, month: day.month, day: day.day }
      : { year: null, month: null, day: null },
    dateOfDeath: deathYear ? { year: deathYear, month: r.int(1, 12), day: r.int(1, 28) } : { year: null, month: null, day: null },
    age: showsYear && !died ? now.getUTCFullYear() - birthYear - (birthdayPassed ? 0 : 1) : null,
    yearsActive,
    homeTown: r.chance(0.7) ? r.pick(profile.hometowns) : null,
    bloodType: profile.language === 'Japanese' && r.chance(0.6) ? bloodType(r) : null,
    favourites: Math.round(r.longTail(2, 1.2, 40000) * fame * (isVoice ? 3 : 1)),
  };
}
