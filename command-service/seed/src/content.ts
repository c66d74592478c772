// Genres, tags, source and studios of fictional works (a real title gets none, docs/adr/0068). They are drawn per
// franchise (sequels keep their genres and studio) with small per-entry variation, leaning on keywords in the title
// so that a title with 魔法 in it is a Fantasy.
import { ADULT_GENRE, GENRES, type MediaFields, type MediaSource, type MediaType } from '@tsuzuki/events';
import { rng, type Random } from './random.ts';
import type { StudioData } from './studios.ts';
import type { TagData } from './tags.ts';

type Genre = (typeof GENRES)[number];

const TITLE_GENRES: [RegExp, Genre[]][] = [
  [/ガンダム|ロボ|マクロス|エヴァンゲリオン|ボトムズ|ゲッター|マジンガー|ギアス|Mecha|GEAR/i, ['Mecha', 'Sci-Fi', 'Action']],
  [/魔法少女|プリキュア|セーラームーン|魔女っ子/, ['Mahou Shoujo', 'Fantasy']],
  [/恋|ラブ|彼女|彼氏|花嫁|キス|婚約|Love|Koi/i, ['Romance', 'Comedy']],
  [/探偵|コナン|事件|推理|Detective|Tantei/i, ['Mystery']],
  [/野球|サッカー|テニス|バスケ|バレー|ハイキュー|甲子園|卓球|ボクシング|水泳|ペダル|スポーツ|Strike/i, ['Sports', 'Drama']],
  [/異世界|転生|魔王|勇者|ドラゴン|魔法|魔術|Dragon|Magic|Yuusha|Tensei|Isekai/i, ['Fantasy', 'Adventure']],
  [/宇宙|銀河|スペース|惑星|Space|Ginga/i, ['Sci-Fi', 'Adventure']],
  [/アイドル|ライブ|バンド|歌|音楽|BanG|ミュージック|Idol|Beat|Uta/i, ['Music']],
  [/怪談|ホラー|闇|呪|妖怪|ゾンビ|吸血鬼|幽霊|Ghost|Phantom|Kyuuketsuki/i, ['Horror', 'Supernatural']],
  [/日常|ゆる|のんびり|キャンプ|ごはん|食堂|カフェ|Kissaten|Ryouri/i, ['Slice of Life']],
  [/戦記|戦争|戦士|侍|忍|剣|Samurai|Ninja|Tsurugi/i, ['Action']],
  [/アンパンマン|しまじろう|ドラえもん|キティ|おしり|しんちゃん/, ['Comedy', 'Adventure']],
];

/** How common each genre is as the lead genre of a show. */
const GENRE_WEIGHTS: [Genre, number][] = [
  ['Action', 14],
  ['Adventure', 8],
  ['Comedy', 16],
  ['Drama', 10],
  ['Ecchi', 2],
  ['Fantasy', 10],
  ['Horror', 2],
  ['Mahou Shoujo', 1.5],
  ['Mecha', 3],
  ['Music', 3],
  ['Mystery', 3],
  ['Psychological', 2],
  ['Romance', 9],
  ['Sci-Fi', 6],
  ['Slice of Life', 8],
  ['Sports', 3],
  ['Supernatural', 5],
  ['Thriller', 1.5],
];

/** Genres that usually go together, so a franchise reads as one kind of story. */
const COMPANIONS: Record<Genre, Genre[]> = {
  Action: ['Adventure', 'Fantasy', 'Sci-Fi', 'Supernatural', 'Drama', 'Comedy'],
  Adventure: ['Action', 'Fantasy', 'Comedy', 'Drama'],
  Comedy: ['Slice of Life', 'Romance', 'Ecchi', 'Supernatural', 'Adventure'],
  Drama: ['Romance', 'Slice of Life', 'Psychological', 'Mystery'],
  Ecchi: ['Comedy', 'Romance', 'Fantasy'],
  Fantasy: ['Adventure', 'Action', 'Comedy', 'Romance', 'Supernatural'],
  Horror: ['Supernatural', 'Mystery', 'Psychological', 'Thriller'],
  'Mahou Shoujo': ['Fantasy', 'Comedy', 'Action', 'Drama'],
  Mecha: ['Sci-Fi', 'Action', 'Drama'],
  Music: ['Slice of Life', 'Comedy', 'Drama'],
  Mystery: ['Thriller', 'Psychological', 'Supernatural', 'Drama'],
  Psychological: ['Thriller', 'Drama', 'Mystery', 'Horror'],
  Romance: ['Comedy', 'Drama', 'Slice of Life', 'Fantasy'],
  'Sci-Fi': ['Action', 'Mecha', 'Drama', 'Adventure'],
  'Slice of Life': ['Comedy', 'Romance', 'Drama', 'Music'],
  Sports: ['Drama', 'Comedy', 'Slice of Life'],
  Supernatural: ['Action', 'Mystery', 'Comedy', 'Horror'],
  Thriller: ['Mystery', 'Psychological', 'Action', 'Sci-Fi'],
};

/** Tag names that fit a genre, drawn first when a franchise has that genre. */
const GENRE_TAGS: Partial<Record<Genre | 'Hentai', string[]>> = {
  Action: ['Swordplay', 'Martial Arts', 'Super Power', 'Guns', 'Tournament', 'Military'],
  Adventure: ['Travel', 'Dungeon', 'Survival', 'Mythology'],
  Comedy: ['Slapstick', 'Parody', 'Surreal Comedy', 'Satire', 'Episodic'],
  Drama: ['Coming of Age', 'Tragedy', 'Revenge', 'Family Life'],
  Fantasy: ['Isekai', 'Magic', 'Elf', 'Demons', 'Dragons', 'Reincarnation', 'Youkai', 'Fairy Tale'],
  'Mahou Shoujo': ['Magic', 'Female Protagonist', 'Witch'],
  Mecha: ['Mecha', 'Real Robot', 'Super Robot', 'Military', 'Space'],
  Music: ['Music', 'Band', 'Idol', 'Dancing'],
  Mystery: ['Detective', 'Crime', 'Hidden Identity', 'Twist Ending'],
  Psychological: ['Psychological Warfare', 'Unreliable Narrator', 'Anti-Hero'],
  Romance: ['Love Triangle', 'Heterosexual', 'Childhood Friends', 'Harem', 'Yuri', "Boys' Love"],
  'Sci-Fi': ['Space', 'Artificial Intelligence', 'Cyberpunk', 'Time Manipulation', 'Aliens', 'Time Loop'],
  'Slice of Life': ['Iyashikei', 'Cute Girls Doing Cute Things', 'Food', 'Camping', 'Work', 'School Club'],
  Sports: ['Baseball', 'Football', 'Basketball', 'Volleyball', 'Swimming', 'Cycling'],
  Supernatural: ['Youkai', 'Demons', 'Vampire', 'Shrine'],
  Thriller: ['Survival', 'Battle Royale', 'Crime', 'Gore'],
  Ecchi: ['Fan Service', 'Harem'],
  Hentai: ['Nudity', 'Explicit Content', 'Erotic Romance'],
};

export interface FranchiseContent {
  genres: string[];
  tagIds: number[];
  source: MediaSource;
  mainStudioId: number | null;
}

export function franchiseContent(opts: {
  franchise: string;
  titles: string;
  type: MediaType;
  isAdult: boolean;
  tags: TagData[];
  studios: StudioData[];
}): FranchiseContent {
  const r = rng('franchise', opts.franchise);
  const genres = new Set<string>();
  for (const [pattern, hinted] of TITLE_GENRES) if (pattern.test(opts.titles)) hinted.forEach((g) => genres.add(g));
  const target = Math.max(
    genres.size,
    r.weighted([
      [1, 1],
      [2, 3],
      [3, 4],
      [4, 2],
    ]),
  );
  if (genres.size === 0) genres.add(r.weighted(GENRE_WEIGHTS));
  const lead = [...genres][0] as Genre;
  while (genres.size < target) genres.add(r.chance(0.75) ? r.pick(COMPANIONS[lead]) : r.weighted(GENRE_WEIGHTS));
  const chosen = [...genres].slice(0, 4);
  if (opts.isAdult) chosen.splice(0, chosen.length, ADULT_GENRE, 'Romance');
  return {
    genres: chosen,
    tagIds: pickTags(r, chosen, opts.tags, opts.isAdult),
    source:
      opts.type === 'MANGA'
        ? 'ORIGINAL'
        : r.weighted<MediaSource>([
            ['MANGA', 35],
            ['ORIGINAL', 20],
            ['LIGHT_NOVEL', 14],
            ['VIDEO_GAME', 6],
            ['WEB_NOVEL', 5],
            ['VISUAL_NOVEL', 5],
            ['NOVEL', 4],
            ['MULTIMEDIA_PROJECT', 3],
            ['GAME', 2],
            ['OTHER', 2],
            ['PICTURE_BOOK', 1],
            ['LIVE_ACTION', 0.5],
            ['COMIC', 0.5],
            ['DOUJINSHI', 0.5],
            ['ANIME', 0.5],
          ]),
    mainStudioId:
      opts.type === 'ANIME'
        ? r.pickSkewed(
            opts.studios.filter((s) => s.isAnimationStudio),
            1.6,
          ).studioId
        : null,
  };
}

function pickTags(r: Random, genres: string[], tags: TagData[], isAdult: boolean): number[] {
  const byName = new Map(tags.map((t) => [t.name, t]));
  const hinted = genres
    .flatMap((g) => GENRE_TAGS[g as Genre] ?? [])
    .map((n) => byName.get(n))
    .filter((t): t is TagData => !!t);
  const general = tags.filter((t) => !t.isAdult && t.category !== 'Sexual Content');
  const picked = new Set<number>(
    r
      .sample(
        hinted.filter((t) => isAdult || !t.isAdult),
        r.int(2, 5),
      )
      .map((t) => t.tagId),
  );
  for (let i = r.int(1, 6); i > 0; i--) picked.add(r.pick(general).tagId);
  if (isAdult) for (const t of tags.filter((t) => t.isAdult)) picked.add(t.tagId);
  return [...picked];
}

/** Tags of one entry: the franchise's tags with ranks that vary a little; spoiler tags are marked as such. */
export function entryTags(r: Random, content: FranchiseContent, tags: TagData[]): MediaFields['tags'] {
  const byId = new Map(tags.map((t) => [t.tagId, t]));
  let rank = r.int(88, 100);
  return content.tagIds
    .filter(() => r.chance(0.9))
    .map((tagId) => {
      const tag = byId.get(tagId)!;
      rank = Math.max(20, rank - r.int(2, 14));
      return { tagId, rank: Math.min(100, rank + 8), isMediaSpoiler: tag.isGeneralSpoiler || r.chance(0.04) };
    });
}

/** The franchise studio (mostly kept across sequels), sometimes a co-studio, and producers. */
export function entryStudios(r: Random, content: FranchiseContent, studios: StudioData[]): MediaFields['studios'] {
  if (content.mainStudioId === null) return [];
  const animation = studios.filter((s) => s.isAnimationStudio);
  const producers = studios.filter((s) => !s.isAnimationStudio);
  const main = r.chance(0.8) ? content.mainStudioId : r.pickSkewed(animation, 1.6).studioId;
  const list = [{ studioId: main, isMain: true }];
  if (r.chance(0.12)) list.push({ studioId: r.pick(animation).studioId, isMain: true });
  for (const p of r.sample(
    producers,
    r.weighted([
      [0, 2],
      [1, 3],
      [2, 3],
      [3, 2],
    ]),
  ))
    list.push({ studioId: p.studioId, isMain: false });
  return list.filter((s, i) => list.findIndex((o) => o.studioId === s.studioId) === i);
}
