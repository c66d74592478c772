// Titles for the generated (fictional) manga and anime, in the native script of their country with the
// romanisation and English title AniList would list.
import type { CountryCode, MediaFormat } from '@tsuzuki/events';
import type { Random } from './random.ts';
import {
  CHINESE_NOUNS,
  JAPANESE_ADJECTIVES,
  JAPANESE_NOUNS,
  KATAKANA_WORDS,
  KOREAN_NOUNS,
  toTraditional,
  type TitleWord,
} from './words/titles.ts';

export interface Title {
  romaji: string;
  english: string | null;
  native: string;
}

type Pattern = (r: Random) => Title;
const two = (r: Random, words: TitleWord[]) => r.sample(words, 2) as [TitleWord, TitleWord];
const three = (r: Random, words: TitleWord[]) => r.sample(words, 3) as [TitleWord, TitleWord, TitleWord];

const JAPANESE: Pattern[] = [
  (r) => {
    const [a, b] = two(r, JAPANESE_NOUNS);
    return { native: `${a.native}の${b.native}`, romaji: `${a.roman} no ${b.roman}`, english: `The ${a.english} ${b.english}` };
  },
  (r) => {
    const a = r.pick(JAPANESE_ADJECTIVES);
    const n = r.pick(JAPANESE_NOUNS);
    return { native: a.native + n.native, romaji: `${a.roman} ${n.roman}`, english: `${a.english} ${n.english}` };
  },
  (r) => {
    const [a, b] = two(r, KATAKANA_WORDS);
    return { native: `${a.native}・${b.native}`, romaji: `${a.roman} ${b.roman}`, english: `${a.english} ${b.english}` };
  },
  (r) => {
    const [a, b, c] = three(r, JAPANESE_NOUNS);
    return {
      native: `${a.native}と${b.native}の${c.native}`,
      romaji: `${a.roman} to ${b.roman} no ${c.roman}`,
      english: `The ${c.english} of the ${a.english} and the ${b.english}`,
    };
  },
  (r) => {
    const [a, b] = two(r, JAPANESE_NOUNS);
    return {
      native: `僕と${a.native}の${b.native}日記`,
      romaji: `Boku to ${a.roman} no ${b.roman} Nikki`,
      english: `My ${b.english} Diary with the ${a.english}`,
    };
  },
];

/** Light novel titles run long and tell the premise. */
const LIGHT_NOVEL: Pattern[] = [
  (r) => {
    const [a, b] = two(r, JAPANESE_NOUNS);
    return {
      native: `最強の${a.native}は${b.native}で静かに暮らしたい`,
      romaji: `Saikyou no ${a.roman} wa ${b.roman} de Shizuka ni Kurashitai`,
      english: `The Strongest ${a.english} Wants a Quiet Life in the ${b.english}`,
    };
  },
  (r) => {
    const [a, b] = two(r, JAPANESE_NOUNS);
    return {
      native: `${a.native}に転生した俺は${b.native}を目指す`,
      romaji: `${a.roman} ni Tensei Shita Ore wa ${b.roman} wo Mezasu`,
      english: `Reborn as a ${a.english}, I Aim to Become a ${b.english}`,
    };
  },
  (r) => {
    const [a, b, c] = three(r, JAPANESE_NOUNS);
    return {
      native: `追放された${a.native}は${b.native}の${c.native}になる`,
      romaji: `Tsuihou Sareta ${a.roman} wa ${b.roman} no ${c.roman} ni Naru`,
      english: `The Exiled ${a.english} Becomes the ${b.english}'s ${c.english}`,
    };
  },
];

const KOREAN: Pattern[] = [
  (r) => {
    const [a, b] = two(r, KOREAN_NOUNS);
    return { native: `${a.native}의 ${b.native}`, romaji: `${a.roman}ui ${b.roman}`, english: `The ${b.english} of the ${a.english}` };
  },
  (r) => {
    const n = r.pick(KOREAN_NOUNS);
    return { native: `회귀한 ${n.native}`, romaji: `Hoegwihan ${n.roman}`, english: `The Returned ${n.english}` };
  },
  (r) => {
    const n = r.pick(KOREAN_NOUNS);
    return { native: `${n.native}가 되었다`, romaji: `${n.roman}ga Doeeotda`, english: `I Became the ${n.english}` };
  },
  (r) => {
    const [a, b] = two(r, KOREAN_NOUNS);
    return { native: `${a.native} ${b.native}`, romaji: `${a.roman} ${b.roman}`, english: `${a.english} ${b.english}` };
  },
];

const CHINESE: Pattern[] = [
  (r) => {
    const [a, b] = two(r, CHINESE_NOUNS);
    return { native: a.native + b.native, romaji: `${a.roman} ${b.roman}`, english: `${a.english} ${b.english}` };
  },
  (r) => {
    const [a, b] = two(r, CHINESE_NOUNS);
    return { native: `${a.native}之${b.native}`, romaji: `${a.roman} zhi ${b.roman}`, english: `The ${b.english} of the ${a.english}` };
  },
  (r) => {
    const [a, b] = two(r, CHINESE_NOUNS);
    return {
      native: `${a.native}${b.native}传`,
      romaji: `${a.roman} ${b.roman} Zhuan`,
      english: `Legend of the ${a.english} ${b.english}`,
    };
  },
  (r) => {
    const [a, b] = two(r, CHINESE_NOUNS);
    return { native: `万古${a.native}${b.native}`, romaji: `Wangu ${a.roman} ${b.roman}`, english: `Eternal ${a.english} ${b.english}` };
  },
];

/** A title not used before in this data set (`used` holds native titles). */
export function fictionalTitle(r: Random, country: CountryCode, format: MediaFormat, used: Set<string>): Title {
  const patterns = country === 'KR' ? KOREAN : country === 'JP' ? (format === 'NOVEL' ? [...LIGHT_NOVEL, ...JAPANESE] : JAPANESE) : CHINESE;
  const make = () => {
    const t = r.pick(patterns)(r);
    return country === 'TW' ? { ...t, native: toTraditional(t.native) } : t;
  };
  let title = make();
  for (let attempt = 0; attempt < 30 && used.has(title.native); attempt++) title = make();
  if (used.has(title.native)) {
    const n = 2 + [...used].filter((t) => t.startsWith(title.native)).length;
    title = { native: `${title.native} ${n}`, romaji: `${title.romaji} ${n}`, english: title.english && `${title.english} ${n}` };
  }
  used.add(title.native);
  // Many works have no official English title yet.
  return r.chance(0.25) ? { ...title, english: null } : title;
}

/** The title of a later part of a series: "第2部" / "Part 2". */
export function partTitle(title: Title, part: number): Title {
  return {
    native: `${title.native} 第${part}部`,
    romaji: `${title.romaji} Dai ${part} Bu`,
    english: title.english && `${title.english}: Part ${part}`,
  };
}
