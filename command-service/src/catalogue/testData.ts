import { NO_DATE, type EventData, type MediaFields } from '@tsuzuki/events';

// Valid catalogue data for tests: every field the event schemas require, nothing more.

export function mediaFields(overrides: Partial<MediaFields> = {}): MediaFields {
  return {
    title: { romaji: 'Shingeki no Kyojin', english: 'Attack on Titan', native: '進撃の巨人' },
    synonyms: ['AoT'],
    description: 'Humanity fights for survival.',
    format: 'TV',
    status: 'FINISHED',
    source: 'MANGA',
    countryOfOrigin: 'JP',
    isAdult: false,
    isLicensed: true,
    isLocked: false,
    isFavouriteBlocked: false,
    isRecommendationBlocked: false,
    isReviewBlocked: false,
    startDate: { year: 2013, month: 4, day: 7 },
    endDate: { year: 2013, month: 9, day: 28 },
    season: 'SPRING',
    seasonYear: 2013,
    episodes: 25,
    duration: 24,
    chapters: null,
    volumes: null,
    genres: ['Action', 'Drama'],
    hashtag: '#shingeki',
    coverImage: { extraLarge: null, large: 'https://img.example/aot.jpg', medium: null, color: '#e4a15d' },
    bannerImage: null,
    trailer: null,
    tags: [],
    studios: [],
    relations: [],
    characters: [],
    staff: [],
    externalLinks: [],
    streamingEpisodes: [],
    airingSchedule: [],
    ...overrides,
  };
}

export const mediaAdded = (mediaId: number, overrides: Partial<MediaFields> = {}): EventData<'MediaAdded'> => ({
  ...mediaFields(overrides),
  mediaId,
  type: 'ANIME',
});

export const statistics = (mediaId: number, popularity = 1000): EventData<'MediaStatisticsImported'> => ({
  mediaId,
  averageScore: 84,
  meanScore: 85,
  popularity,
  favourites: 50,
  trending: 3,
  statusDistribution: [
    { status: 'COMPLETED', amount: 700 },
    { status: 'PLANNING', amount: 300 },
  ],
  scoreDistribution: [
    { score: 80, amount: 400 },
    { score: 90, amount: 600 },
  ],
});

export const characterAdded = (characterId: number): EventData<'CharacterAdded'> => ({
  characterId,
  name: { first: 'Eren', middle: null, last: 'Yeager', full: 'Eren Yeager', native: 'エレン', alternative: [], alternativeSpoiler: [] },
  image: { large: null, medium: null },
  description: null,
  gender: 'Male',
  dateOfBirth: { year: null, month: 3, day: 30 },
  age: '15',
  bloodType: null,
  favourites: 0,
});

export const staffAdded = (staffId: number): EventData<'StaffAdded'> => ({
  staffId,
  name: {
    first: 'Hajime',
    middle: null,
    last: 'Isayama',
    full: 'Hajime Isayama',
    native: '諫山創',
    alternative: [],
    alternativeSpoiler: [],
  },
  languageV2: 'Japanese',
  image: { large: null, medium: null },
  description: null,
  primaryOccupations: ['Mangaka'],
  gender: 'Male',
  dateOfBirth: { year: 1986, month: 8, day: 29 },
  dateOfDeath: NO_DATE,
  age: null,
  yearsActive: [2006],
  homeTown: 'Oita, Japan',
  bloodType: null,
  favourites: 0,
});

export const studioAdded = (studioId: number, name = 'Wit Studio'): EventData<'StudioAdded'> => ({
  studioId,
  name,
  isAnimationStudio: true,
  favourites: 0,
});

export const tagCreated = (tagId: number, name = 'Time Skip'): EventData<'MediaTagCreated'> => ({
  tagId,
  name,
  description: 'Features a notable jump in time.',
  category: 'Theme-Other',
  isGeneralSpoiler: false,
  isAdult: false,
});
