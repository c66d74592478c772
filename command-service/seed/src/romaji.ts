// Romaji titles, made offline: kuromoji (Apache-2.0, ships the IPADIC dictionary) splits a Japanese title into
// words with katakana readings, wanakana (MIT) spells the readings in Hepburn without macrons ("ou", "uu"),
// the way AniList writes romaji titles. Words are joined AniList-style: particles in lower case, verb endings
// glued to their verb, honorifics hyphenated ("Tonari no Kaibutsu-kun"). Chinese titles are spelled in pinyin by
// pinyin-pro (MIT), syllables capitalised the way AniList writes them ("Hu Yao Xiao Hong Niang").
import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from 'kuromoji';
import { pinyin } from 'pinyin-pro';
import { isKana, toRomaji as kanaToRomaji } from 'wanakana';

/**
 * Returns the romaji of a Japanese title, or null when some word has no known reading; with `unread`, a word the
 * dictionary cannot read is spelled by it instead (a guess, for titles that have nothing better).
 */
export type Romanizer = (title: string, opts?: RomanizeOptions) => string | null;
export interface RomanizeOptions {
  unread?: (surface: string) => string;
  /**
   * Null unless every word in hiragana is one the dictionary knows, not a lone kana: the tokenizer's guess at
   * where the words of a kana title break ("Bo Chi Za Ro Ku!" for ぼっち・ざ・ろっく！) is no reading.
   */
  knownWords?: boolean;
}

const require = createRequire(import.meta.url);
const DICT = path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');

// wanakana's defaults spell the loanword kana ティ, ディ, デュ, ヴァ as "tei", "dei", "deyu", "vua".
const LOANWORD_KANA: Record<string, string> = {
  ゔぁ: 'va',
  ゔぃ: 'vi',
  ゔぇ: 've',
  ゔぉ: 'vo',
  ゔ: 'vu',
  てぃ: 'ti',
  でゅ: 'dyu',
  てゅ: 'tyu',
  でぃ: 'di',
  とぅ: 'tu',
  どぅ: 'du',
  ふぁ: 'fa',
  ふぃ: 'fi',
  ふぇ: 'fe',
  ふぉ: 'fo',
  うぃ: 'wi',
  うぇ: 'we',
  しぇ: 'she',
  じぇ: 'je',
  ちぇ: 'che',
};
const PARTICLE_SPELLING: Record<string, string> = { は: 'wa', へ: 'e', を: 'wo' };
const HONORIFICS = new Set(['さん', 'くん', '君', 'ちゃん', 'さま', '様', '殿', 'たん', 'どの', 'せんぱい', '先輩']);
const PUNCTUATION: Record<string, string> = { '、': ', ', '。': '. ', '・': ' ', '〜': '~' };

/**
 * Readings the dictionary gets wrong in well-known titles, spelled as the titles are read (each is a fact about the
 * title, as its publisher and AniList spell it): IPADIC reads 鬼太郎 "Onitarou", has no reading for 蟲, reads 一歩
 * as two numbers and まじっく as a verb. Kept small: only the most prominent titles' words (docs/adr/0073).
 */
const KNOWN_READINGS: Record<string, string> = {
  鬼太郎: 'Kitarou', // ゲゲゲの鬼太郎: Gegege no Kitarou
  蟲師: 'Mushishi',
  一歩: 'Ippo', // はじめの一歩: Hajime no Ippo
  まじっく快斗: 'Magic Kaito',
  超電磁砲: 'Railgun', // とある科学の超電磁砲: the kanji carry the ruby レールガン
  ちはやふる: 'Chihayafuru',
  ちゅうりっぷ: 'Chuurippu', // くもとちゅうりっぷ: Kumo to Chuurippu
  悟空: 'Gokuu', // ドラゴンボール: Son Gokuu, Gohan
  悟飯: 'Gohan',
  聖闘士星矢: 'Saint Seiya', // the kanji carry the ruby セイントセイヤ
  虹ヶ咲: 'Nijigasaki', // ラブライブ！虹ヶ咲学園スクールアイドル同好会
};
const KNOWN = new RegExp(Object.keys(KNOWN_READINGS).join('|'), 'g');
/** The title with the words of KNOWN_READINGS spelled out: what kanji are left have only the dictionary's guess. */
export const withKnownReadings = (title: string) => title.normalize('NFKC').replace(KNOWN, (word) => ` ${KNOWN_READINGS[word]} `);

const NUMERALS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
// Numbered parts as AniList's romaji names them: 第2期 is "Season 2", not "Dai 2 Ki".
const NUMBERED: Record<string, string> = {
  期: 'Season',
  シーズン: 'Season',
  クール: 'Part',
  部: 'Part',
  章: 'Chapter',
  シリーズ: 'Series',
};
const spellNumbered = (text: string) =>
  text.replace(
    /第(\d+|[一二三四五六七八九十])(期|シーズン|クール|部|章|シリーズ)/g,
    (_, n: string, unit: string) => ` ${NUMBERED[unit]} ${NUMERALS[n] ?? n} `,
  );

let tokenizerPromise: Promise<Tokenizer<IpadicFeatures>> | null = null;

/** Loads the dictionary once per process (about a second). */
export async function loadRomanizer(): Promise<Romanizer> {
  tokenizerPromise ??= new Promise((resolve, reject) => {
    kuromoji.builder({ dicPath: DICT }).build((err, tokenizer) => (err ? reject(err) : resolve(tokenizer)));
  });
  const tokenizer = await tokenizerPromise;
  return (title, opts) => romanize(tokenizer, title, opts);
}

/**
 * Hepburn without macrons: a long vowel written ー (loanwords: ソード, ハイキュー) is one letter, as a fan reads it
 * ("Sodo", "Haikyu", not "Soodo"); a long vowel written in kana (こう, 巨人's きょ) keeps its "ou", "uu" as AniList
 * writes them.
 */
const spell = (kana: string) => kanaToRomaji(kana.replace(/ー/g, ''), { customRomajiMapping: LOANWORD_KANA });
/** A run of katakana, which in a title is a loanword or a name (a single ヶ or ノ is not). */
export const KATAKANA_WORD = /[ァ-ヴ][ァ-ヴー]+/;
const isKatakana = (s: string) => /^[ァ-ヴー]+$/.test(s);
/** A kanji (CJK ideograph), which a romaji title never holds. */
export const KANJI = /[\u3400-\u9fff\uf900-\ufaff]/;
const hasJapanese = (s: string) => /[\u3040-\u30ff\u3400-\u9fff]/.test(s);

function readingOf(tokenizer: Tokenizer<IpadicFeatures>, token: IpadicFeatures): string | null {
  if (token.reading && token.reading !== '*') return token.reading;
  if (isKana(token.surface_form)) return token.surface_form;
  // Unknown kanji compounds (often names): read each character on its own, which is close enough.
  if (token.surface_form.length > 1) {
    let reading = '';
    for (const ch of token.surface_form) {
      const single = tokenizer.tokenize(ch)[0];
      if (!single?.reading || single.reading === '*') return null;
      reading += single.reading;
    }
    return reading;
  }
  return null;
}

interface Word {
  /** Latin text as written, or the kana reading of a Japanese word (spelled in romaji when joined). */
  text: string;
  /** A fixed spelling: the particles は, へ, を are read "wa", "e", "wo". */
  spelled?: string;
  particle: boolean;
  latin: boolean;
  /** Spelled by `unread` (its text is empty): what is glued to it is spelled onto it. */
  unread?: boolean;
}

function glues(prev: IpadicFeatures | undefined, token: IpadicFeatures): boolean {
  if (!prev || !hasJapanese(prev.surface_form)) return false;
  if (prev.pos === '接頭詞') return true;
  // The tokenizer sometimes cuts before a small kana ("ち|ゅうりっぷ") or ん ("の|ん|の|ん|びより"); that is never
  // a word start.
  if (/^[ぁぃぅぇぉゃゅょっんァィゥェォャュョッンー]/.test(token.surface_form)) return true;
  // A katakana run is one word; the tokenizer cuts one it does not know into pieces it does (ガン|ダム, ルカ|リオ).
  // A piece of one or two kana is a syllable of its neighbour; longer ones are the words of a compound
  // (ゴブリン|スレイヤー).
  if (isKatakana(prev.surface_form) && isKatakana(token.surface_form))
    return prev.surface_form.length <= 2 || token.surface_form.length <= 2;
  const afterInflecting = prev.pos === '動詞' || prev.pos === '形容詞' || prev.pos === '助動詞';
  if (token.pos === '助動詞') return afterInflecting;
  if (token.pos === '助詞' && token.pos_detail_1 === '接続助詞') return afterInflecting;
  if (token.pos === '動詞' && token.pos_detail_1 === '接尾') return true;
  return token.pos === '名詞' && token.pos_detail_1 === '接尾' && !HONORIFICS.has(token.surface_form);
}

export function romanize(tokenizer: Tokenizer<IpadicFeatures>, title: string, opts: RomanizeOptions = {}): string | null {
  // A subtitle between wave dashes reads as "Title: Subtitle" in AniList romaji.
  const text = spellNumbered(withKnownReadings(title.replace(/\s*[～〜]([^～〜]+)[～〜]\s*$/, ': $1')))
    // 々 repeats the kanji before it (妖々 is 妖妖).
    .replace(/(.)々/gu, '$1$1')
    .replace(/[、。・〜]/g, (c) => PUNCTUATION[c] ?? c)
    .replace(/[「『]/g, ' "')
    .replace(/[」』]/g, '" ')
    .replace(/【/g, ' [')
    .replace(/】/g, '] ');
  if (!hasJapanese(text)) return tidy(text) || null;
  const words: Word[] = [];
  let prev: IpadicFeatures | undefined;
  for (const token of tokenizer.tokenize(text)) {
    const surface = token.surface_form;
    const last = words[words.length - 1];
    if (!hasJapanese(surface)) {
      words.push({ text: surface, particle: false, latin: true });
    } else {
      const reading = readingOf(tokenizer, token);
      if (reading === null) {
        if (!opts.unread) return null;
        words.push({ text: '', spelled: opts.unread(surface), particle: false, latin: false, unread: true });
        prev = token;
        continue;
      }
      const isParticle = token.pos === '助詞' && token.pos_detail_1 !== '接続助詞';
      if (last?.unread && (glues(prev, token) || (token.pos === '名詞' && HONORIFICS.has(surface)))) {
        last.spelled += (HONORIFICS.has(surface) ? '-' : '') + spell(reading);
      } else if (last && !last.latin && token.pos === '名詞' && HONORIFICS.has(surface)) {
        last.text += `-${reading}`;
      } else if (last && !last.latin && glues(prev, token)) {
        last.text += reading;
        last.particle = false;
        delete last.spelled;
      } else {
        const guessed = token.word_type === 'UNKNOWN' || (surface.length === 1 && !isParticle && token.pos !== '助動詞');
        if (opts.knownWords && /^[ぁ-ゖ]+$/.test(surface) && guessed) return null;
        words.push({ text: reading, spelled: isParticle ? PARTICLE_SPELLING[surface] : undefined, particle: isParticle, latin: false });
      }
    }
    prev = token;
  }
  return join(words);
}

function join(words: Word[]): string | null {
  let out = '';
  let prevLatin = true;
  for (const word of words) {
    if (word.latin) {
      // Latin runs keep the spacing of the title; a Japanese word before them needs one unless punctuation follows.
      const space = !prevLatin && !/^[\s!?.,:;)\]~"]/.test(word.text);
      out += (space ? ' ' : '') + word.text;
    } else {
      const romaji = word.spelled ?? spell(word.text).replace(/-$/, '');
      if (hasJapanese(romaji)) return null;
      if (romaji === '') continue;
      const space = out !== '' && !/[\s(["/-]$/.test(out);
      out += (space ? ' ' : '') + (word.particle ? romaji : capitalise(romaji));
    }
    prevLatin = word.latin;
  }
  const result = tidy(out);
  return result ? capitalise(result) : null;
}

/** One space between words, none inside brackets (the spelled-out words of romaji.ts come padded). */
const tidy = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/([([]) /g, '$1')
    .replace(/ ([)\]])/g, '$1')
    .trim();

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A Chinese title in pinyin without tone marks; Latin letters and digits in it are kept as written, kana spelled. */
export function pinyinTitle(title: string): string {
  const syllables = pinyin(title.normalize('NFKC'), { toneType: 'none', type: 'array', nonZh: 'consecutive', v: false });
  return syllables
    .map((s) => (hasJapanese(s) ? spell(s) : s).trim())
    .filter(Boolean)
    .map(capitalise)
    .join(' ')
    .replace(/\s+([,.!?:;)])/g, '$1');
}

/** A guess at a kanji word the dictionary cannot read: its Chinese reading, in one word ("Chong" for 蟲). */
export function pinyinWord(surface: string): string {
  const guess = pinyin(surface.normalize('NFKC'), { toneType: 'none', type: 'array', v: false }).join('');
  return guess.replace(/ヶ/g, 'ga').replace(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff々]/g, '');
}
