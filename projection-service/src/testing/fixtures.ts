import { NO_DATE, newEvent, type DomainEvent, type EventData, type MediaFields } from '@tsuzuki/events';

// Valid catalogue events with every field filled, for projection tests.

export function mediaFields(id: number, overrides: Partial<MediaFields> = {}): MediaFields {
  return {
    title: { romaji: `Shingeki no Kyojin ${id}`, english: `Attack on Titan ${id}`, native: `進撃の巨人 ${id}` },
    synonyms: [`AoT ${id}`, `SnK ${id}`],
    description: `Description ${id}`,
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
    endDate: { year: 2013, month: 9, day: null },
    season: 'SPRING',
    seasonYear: 2013,
    episodes: 25,
    duration: 24,
    chapters: null,
    volumes: null,
    genres: ['Action', 'Drama'],
    hashtag: '#shingeki',
    coverImage: {
      extraLarge: `https://img.example/xl/${id}.jpg`,
      large: `https://img.example/l/${id}.jpg`,
      medium: null,
      color: '#e4a15d',
    },
    bannerImage: `https://img.example/banner/${id}.jpg`,
    trailer: { id: 'LHtdKWJdif4', site: 'youtube', thumbnail: null },
    tags: [
      { tagId: 1, rank: 95, isMediaSpoiler: false },
      { tagId: 2, rank: 80, isMediaSpoiler: true },
    ],
    studios: [
      { studioId: 10, isMain: true },
      { studioId: 11, isMain: false },
    ],
    relations: [
      { mediaId: id + 1000, relationType: 'SEQUEL' },
      { mediaId: id + 2000, relationType: 'ADAPTATION' },
    ],
    characters: [
      {
        characterId: 40,
        role: 'MAIN',
        voiceActors: [
          { staffId: 95, roleNotes: null, dubGroup: null },
          { staffId: 96, roleNotes: 'young', dubGroup: 'EN dub' },
        ],
      },
      { characterId: 41, role: 'SUPPORTING', voiceActors: [] },
    ],
    staff: [
      { staffId: 95, role: 'Director' },
      { staffId: 95, role: 'Storyboard (ep 1)' },
    ],
    externalLinks: [
      { id: 1, url: 'https://example.com', site: 'Official Site', type: 'INFO', language: null, color: null, icon: null, notes: null },
    ],
    streamingEpisodes: [{ title: 'Episode 1', thumbnail: null, url: 'https://stream.example/1', site: 'Crunchyroll' }],
    airingSchedule: [
      { episode: 1, airingAt: 1365260400 },
      { episode: 2, airingAt: 1365865200 },
    ],
    ...overrides,
  };
}

export const mediaAdded = (id: number, overrides: Partial<MediaFields> = {}, type: 'ANIME' | 'MANGA' = 'ANIME'): DomainEvent =>
  newEvent('MediaAdded', { mediaId: id, type, ...mediaFields(id, overrides) });

export const mediaUpdated = (id: number, changes: Partial<MediaFields>): DomainEvent => newEvent('MediaUpdated', { mediaId: id, changes });

export const statisticsImported = (id: number, overrides: Partial<EventData<'MediaStatisticsImported'>> = {}): DomainEvent =>
  newEvent('MediaStatisticsImported', {
    mediaId: id,
    averageScore: 84,
    meanScore: 85,
    popularity: 1000 + id,
    favourites: 50,
    trending: 7,
    statusDistribution: [
      { status: 'CURRENT', amount: 10 },
      { status: 'COMPLETED', amount: 90 },
    ],
    scoreDistribution: [
      { score: 10, amount: 1 },
      { score: 100, amount: 40 },
    ],
    ...overrides,
  });

const personName = (full: string, native: string | null) => ({
  first: full.split(' ')[0] ?? null,
  middle: null,
  last: full.split(' ')[1] ?? null,
  full,
  native,
  alternative: [`${full} alt`],
  alternativeSpoiler: [`${full} secret`],
});

export const characterAdded = (id: number, full = `Eren Yeager ${id}`): DomainEvent =>
  newEvent('CharacterAdded', {
    characterId: id,
    name: personName(full, 'エレン・イェーガー'),
    image: { large: `https://img.example/c/${id}.png`, medium: null },
    description: 'A boy',
    gender: 'Male',
    dateOfBirth: { year: null, month: 3, day: 30 },
    age: '15',
    bloodType: null,
    favourites: 12,
  });

export const staffAdded = (id: number, full = `Yuki Kaji ${id}`): DomainEvent =>
  newEvent('StaffAdded', {
    staffId: id,
    name: personName(full, '梶裕貴'),
    languageV2: 'Japanese',
    image: { large: null, medium: `https://img.example/s/${id}.png` },
    description: null,
    primaryOccupations: ['Voice Actor'],
    gender: 'Male',
    dateOfBirth: { year: 1985, month: 9, day: 3 },
    dateOfDeath: NO_DATE,
    age: 38,
    yearsActive: [2004],
    homeTown: 'Tokyo',
    bloodType: 'O',
    favourites: 300,
  });

/** A person renamed by an editor (the search and media page read models follow the name). */
export const characterUpdated = (id: number, full: string): DomainEvent =>
  newEvent('CharacterUpdated', {
    characterId: id,
    changes: { name: personName(full, null) },
    before: {},
    reason: null,
    submissionId: null,
  });

export const staffUpdated = (id: number, full: string): DomainEvent =>
  newEvent('StaffUpdated', {
    staffId: id,
    changes: { name: personName(full, null), languageV2: 'English' },
    before: {},
    reason: null,
    submissionId: null,
  });

export const studioAdded = (id: number, name = `Wit Studio ${id}`): DomainEvent =>
  newEvent('StudioAdded', { studioId: id, name, isAnimationStudio: true, favourites: 5 });

export const tagCreated = (id: number, name = `Tag ${id}`): DomainEvent =>
  newEvent('MediaTagCreated', { tagId: id, name, description: 'about', category: 'Theme', isGeneralSpoiler: false, isAdult: false });
