// Name parts for generated people. Each entry is "<native> <romanised>"; the generators pair them at random,
// so the combinations are fictional even though the parts are common names.

export interface NamePart {
  native: string;
  roman: string;
}

const parse = (list: string): NamePart[] =>
  list
    .trim()
    .split(/\s*\|\s*/)
    .map((entry) => {
      const [native, roman] = entry.split(' ');
      return { native: native!, roman: roman! };
    });

export const JAPANESE_FAMILY = parse(`
  佐藤 Satou | 鈴木 Suzuki | 高橋 Takahashi | 田中 Tanaka | 伊藤 Itou | 渡辺 Watanabe | 山本 Yamamoto | 中村 Nakamura |
  小林 Kobayashi | 加藤 Katou | 吉田 Yoshida | 山田 Yamada | 佐々木 Sasaki | 山口 Yamaguchi | 松本 Matsumoto | 井上 Inoue |
  木村 Kimura | 林 Hayashi | 清水 Shimizu | 山崎 Yamazaki | 森 Mori | 池田 Ikeda | 橋本 Hashimoto | 阿部 Abe | 石川 Ishikawa |
  前田 Maeda | 藤田 Fujita | 小川 Ogawa | 岡田 Okada | 後藤 Gotou | 長谷川 Hasegawa | 村上 Murakami | 近藤 Kondou | 石井 Ishii |
  坂本 Sakamoto | 遠藤 Endou | 青木 Aoki | 藤井 Fujii | 西村 Nishimura | 福田 Fukuda | 太田 Oota | 三浦 Miura | 藤原 Fujiwara |
  岡本 Okamoto | 松田 Matsuda | 中川 Nakagawa | 中野 Nakano | 原田 Harada | 小野 Ono | 竹内 Takeuchi | 金子 Kaneko | 和田 Wada |
  中山 Nakayama | 石田 Ishida | 上田 Ueda | 森田 Morita | 柴田 Shibata | 酒井 Sakai | 工藤 Kudou | 横山 Yokoyama | 宮崎 Miyazaki |
  宮本 Miyamoto | 内田 Uchida | 高木 Takagi | 安藤 Andou | 島田 Shimada | 谷口 Taniguchi | 大野 Oono | 丸山 Maruyama | 今井 Imai |
  河野 Kouno | 藤本 Fujimoto | 村田 Murata | 武田 Takeda | 上野 Ueno | 杉山 Sugiyama | 増田 Masuda | 小山 Koyama | 大塚 Ootsuka |
  平野 Hirano | 菅原 Sugawara | 久保 Kubo | 松井 Matsui | 千葉 Chiba | 岩崎 Iwasaki | 桜井 Sakurai | 木下 Kinoshita | 野口 Noguchi |
  松尾 Matsuo | 菊地 Kikuchi | 野村 Nomura | 新井 Arai | 佐野 Sano | 杉本 Sugimoto | 水野 Mizuno | 高野 Takano | 星野 Hoshino |
  白石 Shiraishi | 神崎 Kanzaki | 霧島 Kirishima | 朝倉 Asakura | 天城 Amagi | 如月 Kisaragi | 鷹宮 Takamiya | 氷室 Himuro |
  東雲 Shinonome | 一ノ瀬 Ichinose | 九条 Kujou | 御影 Mikage | 葛城 Katsuragi | 柊 Hiiragi | 篠宮 Shinomiya | 早乙女 Saotome |
  雨宮 Amamiya | 七瀬 Nanase | 綾瀬 Ayase | 黒崎 Kurosaki | 白鳥 Shiratori | 月島 Tsukishima | 桐生 Kiryuu | 鳳 Ootori |
  真島 Majima | 春日 Kasuga | 日向 Hyuuga | 結城 Yuuki | 紫藤 Shidou | 水瀬 Minase | 相沢 Aizawa | 宮下 Miyashita | 秋山 Akiyama |
  西園寺 Saionji | 花京院 Kakyouin | 風間 Kazama | 鏑木 Kaburagi | 白井 Shirai | 小鳥遊 Takanashi | 四宮 Shinomiya | 望月 Mochizuki
`);

export const JAPANESE_GIVEN_MALE = parse(`
  翔太 Shouta | 蓮 Ren | 大輝 Daiki | 悠真 Yuuma | 湊 Minato | 陽翔 Haruto | 颯太 Souta | 樹 Itsuki | 大和 Yamato | 健太 Kenta |
  拓海 Takumi | 翼 Tsubasa | 隼人 Hayato | 蒼 Aoi | 陸 Riku | 海斗 Kaito | 悠斗 Yuuto | 直樹 Naoki | 和也 Kazuya | 誠 Makoto |
  浩二 Kouji | 健一 Kenichi | 雄介 Yuusuke | 龍之介 Ryuunosuke | 一真 Kazuma | 恭介 Kyousuke | 遼 Ryou | 慎也 Shinya |
  光 Hikaru | 昴 Subaru | 司 Tsukasa | 蒼真 Souma | 零 Rei | 仁 Jin | 響 Hibiki | 朔 Saku | 景 Kei | 透 Tooru | 哲也 Tetsuya |
  秀一 Shuuichi | 大地 Daichi | 勇気 Yuuki | 航 Wataru | 修 Osamu | 剛 Tsuyoshi | 武 Takeshi | 浩 Hiroshi | 明 Akira |
  聡 Satoshi | 智也 Tomoya | 匠 Takumi | 瑛太 Eita | 玲央 Reo | 琉生 Rui | 凛太郎 Rintarou | 虎太郎 Kotarou | 新 Arata |
  真一 Shinichi | 俊 Shun | 圭吾 Keigo | 優 Yuu | 春樹 Haruki | 冬馬 Touma | 秋人 Akito | 夏彦 Natsuhiko | 銀次 Ginji | 刹那 Setsuna
`);

export const JAPANESE_GIVEN_FEMALE = parse(`
  陽菜 Hina | 結衣 Yui | 葵 Aoi | 美咲 Misaki | さくら Sakura | 凛 Rin | 芽衣 Mei | 花子 Hanako | 優花 Yuuka | 愛 Ai | 由美 Yumi |
  恵 Megumi | 明日香 Asuka | 千尋 Chihiro | 楓 Kaede | 彩 Aya | 遥 Haruka | 詩織 Shiori | 真由 Mayu | 麻衣 Mai | 奈々 Nana |
  美月 Mitsuki | 紗希 Saki | 沙織 Saori | 菜月 Natsuki | 小春 Koharu | 琴音 Kotone | 朱里 Akari | 雪菜 Yukina | 桜子 Sakurako |
  澪 Mio | 椿 Tsubaki | 雫 Shizuku | 瑠璃 Ruri | 翠 Midori | 茜 Akane | 風花 Fuuka | 鈴 Suzu | 梓 Azusa | 香織 Kaori | 綾乃 Ayano |
  千夏 Chinatsu | 美穂 Miho | 真央 Mao | 亜美 Ami | 菫 Sumire | 環 Tamaki | 日和 Hiyori | 紬 Tsumugi | 陽葵 Himari | 杏 An |
  萌 Moe | 瑞希 Mizuki | 円香 Madoka | 夏美 Natsumi | 聖 Hijiri | 美琴 Mikoto | 柚子 Yuzu | 初音 Hatsune | 静香 Shizuka |
  舞 Mai | 灯 Akari | 心愛 Kokoa | 七海 Nanami | 彩花 Ayaka | 凪 Nagi | 小夜 Sayo | 伊織 Iori | 千歳 Chitose | 紫 Yukari
`);

/** Given names for fantasy casts: native is the katakana spelling. */
export const FANTASY_GIVEN_MALE = parse(`
  ルーク Luke | アレン Allen | レオン Leon | カイル Kyle | ユリウス Julius | アルベルト Albert | ジーク Sieg | ルドルフ Rudolf |
  エドガー Edgar | セシル Cecil | ライナー Rainer | ノア Noah | フェリクス Felix | クラウス Klaus | ヴィクトル Viktor | オスカー Oscar
`);
export const FANTASY_GIVEN_FEMALE = parse(`
  アリス Alice | エミリア Emilia | リリア Lilia | セレナ Serena | フィーネ Fine | クララ Clara | ソフィア Sofia | ミラ Mira |
  イリス Iris | ルナ Luna | シャルロット Charlotte | エルザ Elsa | ロゼ Rose | ティナ Tina | ノエル Noelle | アイリーン Irene
`);
export const FANTASY_FAMILY = parse(`
  ハルトマン Hartmann | クロフォード Crawford | アシュフォード Ashford | ヴァレンタイン Valentine | ブラックウッド Blackwood |
  ローゼンベルク Rosenberg | スターリング Sterling | フェアチャイルド Fairchild | リンドバーグ Lindberg | アルブレヒト Albrecht |
  シュタイナー Steiner | グレイ Grey | ウィンザー Windsor | ベルモンド Belmond | ヴァイス Weiss | ノイマン Neumann
`);

export const ENGLISH_GIVEN_MALE =
  'James Michael Robert David Daniel Matthew Chris Ryan Kyle Brandon Justin Eric Sean Aaron Tyler Zach Jason Derek Luke Cody Travis Marcus Nathan Adam Ian Trevor Caleb Patrick Kevin Colin'.split(
    ' ',
  );
export const ENGLISH_GIVEN_FEMALE =
  'Jessica Sarah Emily Ashley Amanda Megan Rachel Lauren Hannah Erica Brittany Laura Cristina Monica Stephanie Kayli Caitlin Erin Tara Jamie Lindsay Molly Natalie Alexis Dani Morgan Kira Brina Jill Cassandra'.split(
    ' ',
  );
export const ENGLISH_FAMILY =
  'Miller Anderson Thompson Harris Walker Robinson Lewis Clark Young Allen Wright Hill Scott Green Baker Adams Nelson Carter Mitchell Roberts Turner Phillips Campbell Parker Evans Edwards Collins Stewart Morris Rogers Reed Cook Morgan Bell Murphy Bailey Cooper Richardson Cox Howard Ward Brooks Gray Hughes Price Bennett Wood Barnes Ross Henderson'.split(
    ' ',
  );

/** Korean: native hangul with the Revised Romanization AniList uses for manhwa credits. */
export const KOREAN_FAMILY = parse(
  `김 Kim | 이 Lee | 박 Park | 최 Choi | 정 Jung | 강 Kang | 조 Cho | 윤 Yoon | 장 Jang | 임 Lim | 한 Han | 오 Oh | 서 Seo | 신 Shin | 권 Kwon | 황 Hwang | 안 Ahn | 송 Song | 류 Ryu | 홍 Hong`,
);
export const KOREAN_GIVEN = parse(`
  민준 Min-jun | 서준 Seo-jun | 도윤 Do-yun | 예준 Ye-jun | 시우 Si-woo | 하준 Ha-jun | 지호 Ji-ho | 지훈 Ji-hoon | 현우 Hyun-woo |
  준서 Jun-seo | 서연 Seo-yeon | 서윤 Seo-yun | 지우 Ji-woo | 하은 Ha-eun | 민서 Min-seo | 수아 Su-ah | 지민 Ji-min | 유나 Yu-na |
  채원 Chae-won | 다은 Da-eun | 진우 Jin-woo | 태양 Tae-yang | 소희 So-hee | 혜진 Hye-jin | 은비 Eun-bi | 도현 Do-hyun
`);

/** Chinese: simplified characters with pinyin. */
export const CHINESE_FAMILY = parse(
  `李 Li | 王 Wang | 张 Zhang | 刘 Liu | 陈 Chen | 杨 Yang | 赵 Zhao | 黄 Huang | 周 Zhou | 吴 Wu | 林 Lin | 萧 Xiao | 叶 Ye | 沈 Shen | 苏 Su | 白 Bai | 顾 Gu | 江 Jiang`,
);
export const CHINESE_GIVEN = parse(`
  伟 Wei | 芳 Fang | 静 Jing | 磊 Lei | 婷 Ting | 浩然 Haoran | 子轩 Zixuan | 雨桐 Yutong | 思远 Siyuan | 梓涵 Zihan | 逸尘 Yichen |
  若曦 Ruoxi | 无忌 Wuji | 清风 Qingfeng | 明月 Mingyue | 长歌 Changge | 云深 Yunshen | 星辰 Xingchen | 紫萱 Zixuan | 墨渊 Moyuan
`);

export const JAPANESE_HOMETOWNS =
  'Tokyo, Japan|Osaka, Japan|Kanagawa, Japan|Saitama, Japan|Chiba, Japan|Aichi, Japan|Hokkaido, Japan|Fukuoka, Japan|Hyogo, Japan|Kyoto, Japan|Hiroshima, Japan|Miyagi, Japan|Shizuoka, Japan|Niigata, Japan|Nagano, Japan|Okinawa, Japan|Kagoshima, Japan|Ibaraki, Japan'.split(
    '|',
  );
export const ENGLISH_HOMETOWNS =
  'Los Angeles, California, USA|Dallas, Texas, USA|Houston, Texas, USA|New York, USA|Seattle, Washington, USA|Chicago, Illinois, USA|Atlanta, Georgia, USA|Toronto, Canada|London, UK|Portland, Oregon, USA'.split(
    '|',
  );
export const KOREAN_HOMETOWNS = 'Seoul, South Korea|Busan, South Korea|Incheon, South Korea|Daegu, South Korea'.split('|');
export const CHINESE_HOMETOWNS = 'Shanghai, China|Beijing, China|Chengdu, China|Hangzhou, China|Taipei, Taiwan'.split('|');
