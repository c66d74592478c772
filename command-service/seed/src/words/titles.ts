// Words for fictional titles: each entry gives the native spelling, its romanisation and an English gloss.

export interface TitleWord {
  native: string;
  roman: string;
  english: string;
}

const parse = (list: string): TitleWord[] =>
  list
    .trim()
    .split(/\s*\|\s*/)
    .map((entry) => {
      const [native, roman, ...english] = entry.split(' ');
      return { native: native!, roman: roman!.replace(/_/g, ' '), english: english.join(' ') };
    });

export const JAPANESE_NOUNS = parse(`
  月 Tsuki Moon | 星 Hoshi Star | 空 Sora Sky | 海 Umi Sea | 花 Hana Flower | 雪 Yuki Snow | 風 Kaze Wind | 炎 Honoo Flame |
  影 Kage Shadow | 光 Hikari Light | 夜 Yoru Night | 夢 Yume Dream | 心 Kokoro Heart | 剣 Tsurugi Sword | 魔法 Mahou Magic |
  魔女 Majo Witch | 王子 Ouji Prince | 姫 Hime Princess | 竜 Ryuu Dragon | 神様 Kamisama God | 悪魔 Akuma Devil | 天使 Tenshi Angel |
  勇者 Yuusha Hero | 魔王 Maou Demon Lord | 騎士 Kishi Knight | 忍者 Ninja Ninja | 侍 Samurai Samurai | 学園 Gakuen Academy |
  教室 Kyoushitsu Classroom | 図書館 Toshokan Library | 喫茶店 Kissaten Café | 城 Shiro Castle | 森 Mori Forest | 町 Machi Town |
  世界 Sekai World | 未来 Mirai Future | 記憶 Kioku Memory | 秘密 Himitsu Secret | 約束 Yakusoku Promise | 手紙 Tegami Letter |
  夏 Natsu Summer | 冬 Fuyu Winter | 春 Haru Spring | 猫 Neko Cat | 狐 Kitsune Fox | 鴉 Karasu Crow | 桜 Sakura Cherry Blossom |
  薔薇 Bara Rose | 雨 Ame Rain | 虹 Niji Rainbow | 奇跡 Kiseki Miracle | 運命 Unmei Fate | 旅 Tabi Journey | 物語 Monogatari Tale |
  歌 Uta Song | 時計 Tokei Clock | 鏡 Kagami Mirror | 鍵 Kagi Key | 扉 Tobira Door | 死神 Shinigami Reaper | 海賊 Kaizoku Pirate |
  探偵 Tantei Detective | 料理 Ryouri Cooking | 冒険 Bouken Adventure | 花火 Hanabi Fireworks | 翼 Tsubasa Wings | 銀河 Ginga Galaxy |
  恋 Koi Love | 青春 Seishun Youth | 吸血鬼 Kyuuketsuki Vampire | 狼 Ookami Wolf | 怪獣 Kaijuu Monster | 令嬢 Reijou Young Lady |
  聖女 Seijo Saint | 錬金術師 Renkinjutsushi Alchemist | 賢者 Kenja Sage | 冒険者 Boukensha Adventurer | 迷宮 Meikyuu Labyrinth |
  鍛冶屋 Kajiya Blacksmith | 薬師 Kusushi Apothecary | 妖精 Yousei Fairy | 巫女 Miko Shrine Maiden | 人形 Ningyou Doll
`);

/** Attributive forms, already followed by の where Japanese needs it. */
export const JAPANESE_ADJECTIVES = parse(`
  青い Aoi Blue | 赤い Akai Red | 白い Shiroi White | 黒い Kuroi Black | 小さな Chiisana Little | 大きな Ookina Great |
  優しい Yasashii Gentle | 悲しい Kanashii Sad | 美しい Utsukushii Beautiful | 最後の Saigo_no Last | 始まりの Hajimari_no First |
  永遠の Eien_no Eternal | 遠い Tooi Distant | 新しい Atarashii New | 静かな Shizuka_na Quiet | 不思議な Fushigi_na Mysterious |
  危険な Kiken_na Dangerous | 最強の Saikyou_no Strongest | 僕らの Bokura_no Our | 君の Kimi_no Your | 隣の Tonari_no Next-Door |
  真夜中の Mayonaka_no Midnight | 放課後の Houkago_no After-School | 偽りの Itsuwari_no False | 忘れられた Wasurerareta Forgotten
`);

/** Loanword titles: native katakana, romaji and English are the English word, as AniList writes them. */
export const KATAKANA_WORDS = parse(`
  ブルー Blue Blue | エコー Echo Echo | ナイト Night Night | スター Star Star | ゴースト Ghost Ghost | コード Code Code |
  ゼロ Zero Zero | ゲーム Game Game | ヘヴン Heaven Heaven | エデン Eden Eden | リバース Rebirth Rebirth | オーダー Order Order |
  ドリーム Dream Dream | クラウン Crown Crown | ギア Gear Gear | ブラック Black Black | シルバー Silver Silver |
  クリムゾン Crimson Crimson | ファントム Phantom Phantom | フロンティア Frontier Frontier | ガーデン Garden Garden |
  アイドル Idol Idol | マジック Magic Magic | モンスター Monster Monster | ハンター Hunter Hunter | ドライブ Drive Drive |
  ビート Beat Beat | レイン Rain Rain | ロスト Lost Lost | ライン Line Line | ストライク Strike Strike | ノイズ Noise Noise
`);

export const KOREAN_NOUNS = parse(`
  달 Dal Moon | 별 Byeol Star | 하늘 Haneul Sky | 바다 Bada Sea | 꽃 Kkot Flower | 바람 Baram Wind | 그림자 Geurimja Shadow |
  빛 Bit Light | 밤 Bam Night | 꿈 Kkum Dream | 검 Geom Sword | 마법사 Mabeopsa Mage | 왕 Wang King | 공주 Gongju Princess |
  기사 Gisa Knight | 용 Yong Dragon | 악마 Angma Devil | 탑 Tap Tower | 던전 Deonjeon Dungeon | 헌터 Heonteo Hunter |
  황제 Hwangje Emperor | 악녀 Angnyeo Villainess | 학교 Hakgyo School | 세계 Segye World | 전쟁 Jeonjaeng War | 계약 Gyeyak Contract
`);

/** Chinese: simplified native, pinyin, English; `traditional` spellings are used for Taiwanese titles. */
export const CHINESE_NOUNS = parse(`
  月 Yue Moon | 星 Xing Star | 天 Tian Heaven | 海 Hai Sea | 花 Hua Flower | 雪 Xue Snow | 风 Feng Wind | 影 Ying Shadow |
  光 Guang Light | 夜 Ye Night | 梦 Meng Dream | 心 Xin Heart | 剑 Jian Sword | 仙 Xian Immortal | 王 Wang King | 神 Shen God |
  魔 Mo Demon | 龙 Long Dragon | 帝 Di Emperor | 道 Dao Way | 武 Wu Martial | 灵 Ling Spirit | 妖 Yao Fiend | 狐 Hu Fox
`);
export const TRADITIONAL: Record<string, string> = { 风: '風', 梦: '夢', 剑: '劍', 龙: '龍', 灵: '靈', 传: '傳', 万: '萬', 之: '之' };
export const toTraditional = (s: string) => [...s].map((c) => TRADITIONAL[c] ?? c).join('');
