import type pg from 'pg';
import { T } from '../db/sql.ts';
import { insertCharacter, insertMedia, insertRow, insertStaff, insertStudio } from './fixtures.ts';

export const ID = {
  aot: 16498,
  aot2: 20958,
  aotManga: 53390,
  bebop: 1,
  frieren: 154587,
  soloLeveling: 105398,
  adult: 999,
  movie: 777,
  eren: 40882,
  mikasa: 40881,
  kaji: 95672,
  papenbrook: 106297,
  ishikawa: 95900,
  araki: 100055,
  wit: 858,
  sunrise: 14,
  madhouse: 11,
  militaryTag: 34,
  survivalTag: 93,
  fillerBase: 5000,
  fillerCount: 60,
} as const;

const crunchyroll = {
  id: 1001,
  url: 'https://www.crunchyroll.com/attack-on-titan',
  site: 'Crunchyroll',
  type: 'STREAMING',
  language: 'Japanese',
  color: '#F88A36',
  icon: null,
  notes: null,
};
const netflix = {
  id: 2001,
  url: 'https://www.netflix.com/title/70299043',
  site: 'Netflix',
  type: 'STREAMING',
  language: null,
  color: '#E50914',
  icon: null,
  notes: null,
};

/** A small catalogue with every relation kind, plus filler media to page through (ids 5000..5059). */
export async function seedCatalogue(db: pg.Pool, now = Math.floor(Date.now() / 1000)): Promise<void> {
  const today = new Date(now * 1000);
  await insertMedia(db, {
    id: ID.aot,
    id_mal: 16498,
    romaji: 'Shingeki no Kyojin',
    english: 'Attack on Titan',
    native: '進撃の巨人',
    synonyms: ['AoT', 'SnK'],
    description: 'Several hundred years ago, humans were nearly exterminated by titans.',
    format: 'TV',
    status: 'FINISHED',
    source: 'MANGA',
    country_of_origin: 'JP',
    start_year: 2013,
    start_month: 4,
    start_day: 7,
    end_year: 2013,
    end_month: 9,
    end_day: 29,
    season: 'SPRING',
    season_year: 2013,
    episodes: 25,
    duration: 24,
    genres: ['Action', 'Drama', 'Fantasy', 'Mystery'],
    hashtag: '#shingeki',
    cover_large: 'https://img.example/aot.jpg',
    cover_color: '#e4a15d',
    average_score: 84,
    mean_score: 85,
    popularity: 900,
    favourites: 500,
    trending: 50,
    external_links: [crunchyroll, netflix],
    streaming_episodes: [{ title: 'Episode 1', thumbnail: null, url: 'https://www.crunchyroll.com/ep1', site: 'Crunchyroll' }],
    trailer: { id: 'LHtdKWJdif4', site: 'youtube', thumbnail: null },
    status_distribution: [
      { status: 'COMPLETED', amount: 1000 },
      { status: 'CURRENT', amount: 20 },
    ],
    score_distribution: [{ score: 90, amount: 300 }],
  });
  await insertMedia(db, {
    id: ID.aot2,
    id_mal: 25777,
    romaji: 'Shingeki no Kyojin Season 2',
    english: 'Attack on Titan Season 2',
    format: 'TV',
    status: 'FINISHED',
    source: 'MANGA',
    country_of_origin: 'JP',
    start_year: 2017,
    start_month: 4,
    start_day: 1,
    season: 'SPRING',
    season_year: 2017,
    episodes: 12,
    duration: 24,
    genres: ['Action', 'Drama', 'Fantasy', 'Mystery'],
    average_score: 85,
    popularity: 700,
    trending: 40,
    favourites: 100,
    external_links: [{ ...crunchyroll, id: 1002 }],
  });
  await insertMedia(db, {
    id: ID.aotManga,
    id_mal: 23390,
    type: 'MANGA',
    romaji: 'Shingeki no Kyojin',
    english: 'Attack on Titan',
    format: 'MANGA',
    status: 'FINISHED',
    source: 'ORIGINAL',
    country_of_origin: 'JP',
    start_year: 2009,
    start_month: 9,
    start_day: 9,
    chapters: 141,
    volumes: 34,
    genres: ['Action', 'Drama', 'Fantasy', 'Mystery'],
    average_score: 86,
    popularity: 400,
    favourites: 300,
  });
  await insertMedia(db, {
    id: ID.bebop,
    id_mal: 1,
    romaji: 'Cowboy Bebop',
    english: 'Cowboy Bebop',
    native: 'カウボーイビバップ',
    format: 'TV',
    status: 'FINISHED',
    source: 'ORIGINAL',
    country_of_origin: 'JP',
    start_year: 1998,
    start_month: 4,
    start_day: 3,
    season: 'SPRING',
    season_year: 1998,
    episodes: 26,
    duration: 24,
    genres: ['Action', 'Adventure', 'Drama', 'Sci-Fi'],
    average_score: 86,
    popularity: 800,
    trending: 10,
    favourites: 400,
    external_links: [{ ...netflix, id: 2002 }],
  });
  await insertMedia(db, {
    id: ID.frieren,
    romaji: 'Sousou no Frieren',
    english: "Frieren: Beyond Journey's End",
    format: 'TV',
    status: 'RELEASING',
    source: 'MANGA',
    country_of_origin: 'JP',
    start_year: 2023,
    start_month: 9,
    start_day: 29,
    season: 'FALL',
    season_year: 2023,
    episodes: 28,
    duration: 24,
    genres: ['Adventure', 'Drama', 'Fantasy'],
    average_score: 91,
    popularity: 600,
    trending: 300,
    favourites: 250,
  });
  await insertMedia(db, {
    id: ID.soloLeveling,
    type: 'MANGA',
    romaji: 'Na Honjaman Level Up',
    english: 'Solo Leveling',
    format: 'MANGA',
    status: 'HIATUS',
    source: 'WEB_NOVEL',
    country_of_origin: 'KR',
    chapters: 201,
    genres: ['Action', 'Adventure', 'Fantasy'],
    average_score: 83,
    popularity: 350,
    favourites: 90,
  });
  await insertMedia(db, {
    id: ID.adult,
    romaji: 'Adult Title',
    format: 'OVA',
    status: 'FINISHED',
    is_adult: true,
    genres: ['Hentai'],
    popularity: 5,
  });
  await insertMedia(db, {
    id: ID.movie,
    romaji: 'Future Movie',
    format: 'MOVIE',
    status: 'NOT_YET_RELEASED',
    popularity: 1,
    start_year: 2030,
  });
  for (let i = 0; i < ID.fillerCount; i++) {
    await insertMedia(db, {
      id: ID.fillerBase + i,
      romaji: `Filler Show ${i}`,
      format: 'ONA',
      status: 'FINISHED',
      popularity: 0,
      country_of_origin: 'CN',
    });
  }

  for (const [id, name, big] of [
    [ID.wit, 'Wit Studio', true],
    [ID.sunrise, 'Sunrise', true],
    [ID.madhouse, 'Madhouse', true],
    [15, 'Pony Canyon', false],
  ] as const) {
    await insertStudio(db, { id, name, is_animation_studio: big, favourites: id });
  }
  await insertRow(db, T.mediaStudios, { media_id: ID.aot, studio_id: ID.wit, is_main: true, position: 0 });
  await insertRow(db, T.mediaStudios, { media_id: ID.aot, studio_id: 15, is_main: false, position: 1 });
  await insertRow(db, T.mediaStudios, { media_id: ID.aot2, studio_id: ID.wit, is_main: true, position: 0 });
  await insertRow(db, T.mediaStudios, { media_id: ID.bebop, studio_id: ID.sunrise, is_main: true, position: 0 });
  await insertRow(db, T.mediaStudios, { media_id: ID.frieren, studio_id: ID.madhouse, is_main: true, position: 0 });

  await insertRow(db, T.mediaRelations, { media_id: ID.aot, related_media_id: ID.aotManga, relation_type: 'SOURCE', position: 0 });
  await insertRow(db, T.mediaRelations, { media_id: ID.aot, related_media_id: ID.aot2, relation_type: 'SEQUEL', position: 1 });
  await insertRow(db, T.mediaRelations, { media_id: ID.aot2, related_media_id: ID.aot, relation_type: 'PREQUEL', position: 0 });
  await insertRow(db, T.mediaRelations, { media_id: ID.aotManga, related_media_id: ID.aot, relation_type: 'ADAPTATION', position: 0 });

  await insertCharacter(db, {
    id: ID.eren,
    name_first: 'Eren',
    name_last: 'Yeager',
    name_full: 'Eren Yeager',
    name_native: 'エレン・イェーガー',
    favourites: 900,
    gender: 'Male',
    birth_month: 3,
    birth_day: 30,
  });
  await insertCharacter(db, {
    id: ID.mikasa,
    name_first: 'Mikasa',
    name_last: 'Ackerman',
    name_full: 'Mikasa Ackerman',
    favourites: 800,
    birth_month: today.getUTCMonth() + 1,
    birth_day: today.getUTCDate(),
  });
  await insertStaff(db, {
    id: ID.kaji,
    name_full: 'Yuuki Kaji',
    name_native: '梶裕貴',
    language: 'Japanese',
    favourites: 300,
    primary_occupations: ['Voice Actor'],
  });
  await insertStaff(db, { id: ID.papenbrook, name_full: 'Bryce Papenbrook', language: 'English', favourites: 50 });
  await insertStaff(db, {
    id: ID.ishikawa,
    name_full: 'Yui Ishikawa',
    language: 'Japanese',
    favourites: 100,
    birth_month: today.getUTCMonth() + 1,
    birth_day: today.getUTCDate(),
  });
  await insertStaff(db, {
    id: ID.araki,
    name_full: 'Tetsurou Araki',
    language: 'Japanese',
    favourites: 200,
    primary_occupations: ['Director'],
  });
  for (const [media_id, position] of [
    [ID.aot, 0],
    [ID.aot2, 0],
  ] as const) {
    await insertRow(db, T.mediaCharacters, { media_id, character_id: ID.eren, role: 'MAIN', position });
    await insertRow(db, T.mediaCharacters, { media_id, character_id: ID.mikasa, role: 'MAIN', position: position + 1 });
    await insertRow(db, T.voiceActors, { media_id, character_id: ID.eren, staff_id: ID.kaji, position: 0 });
    await insertRow(db, T.voiceActors, { media_id, character_id: ID.eren, staff_id: ID.papenbrook, position: 1, dub_group: null });
    await insertRow(db, T.voiceActors, { media_id, character_id: ID.mikasa, staff_id: ID.ishikawa, position: 0 });
  }
  await insertRow(db, T.mediaStaff, { media_id: ID.aot, staff_id: ID.araki, role: 'Director', position: 0 });
  await insertRow(db, T.mediaStaff, { media_id: ID.aot, staff_id: ID.kaji, role: 'Theme Song Performance', position: 1 });

  await insertRow(db, T.tags, {
    id: ID.militaryTag,
    name: 'Military',
    description: 'Armed forces.',
    category: 'Theme-Other',
    is_general_spoiler: false,
    is_adult: false,
    created_at: 1,
  });
  await insertRow(db, T.tags, {
    id: ID.survivalTag,
    name: 'Survival',
    description: null,
    category: 'Theme-Other',
    is_general_spoiler: false,
    is_adult: false,
    created_at: 1,
  });
  await insertRow(db, T.tags, {
    id: 5,
    name: 'Tragedy',
    description: null,
    category: 'Theme-Drama',
    is_general_spoiler: false,
    is_adult: false,
    created_at: 1,
  });
  await insertRow(db, T.mediaTags, { media_id: ID.aot, tag_id: ID.militaryTag, rank: 90, is_media_spoiler: false });
  await insertRow(db, T.mediaTags, { media_id: ID.aot, tag_id: ID.survivalTag, rank: 15, is_media_spoiler: true });
  await insertRow(db, T.mediaTags, { media_id: ID.bebop, tag_id: 5, rank: 60, is_media_spoiler: false });

  for (let ep = 1; ep <= 4; ep++) {
    await insertRow(db, T.airing, { media_id: ID.frieren, episode: ep, airing_at: now + (ep - 2) * 7 * 86400 });
  }
}
