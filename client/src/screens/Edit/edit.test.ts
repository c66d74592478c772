import { describe, expect, it } from 'vitest';
import { fieldLabel, formatValue } from './fieldFormat.ts';
import { editsDirectly, isModerator, mediaEditPath, parseEditId, parseMediaForm, submissionPath } from './editRules.ts';
import { changedArguments, draftFromMedia } from './mediaDraft.ts';
import { changedPersonArguments, draftFromPerson } from './personDraft.ts';

describe('edit routes (social §2)', () => {
  it('take digits, or "new" where a new entry may be made; anything else is not found', () => {
    expect(parseEditId('12', true)).toBe(12);
    expect(parseEditId('new', true)).toBe('new');
    expect(parseEditId('new', false)).toBeNull();
    expect(parseEditId('abc', true)).toBeNull();
    expect(parseEditId('0', true)).toBeNull();
    expect(parseEditId('1e3', true)).toBeNull();
  });

  it('name a form, or one submission, and build the paths back', () => {
    expect(parseMediaForm(undefined, undefined)).toEqual({ form: 'general', submissionId: null });
    expect(parseMediaForm('links', undefined)).toEqual({ form: 'links', submissionId: null });
    expect(parseMediaForm('nonsense', undefined)).toEqual({ form: 'general', submissionId: null });
    expect(parseMediaForm('submission', '42')).toEqual({ form: 'submission', submissionId: 42 });
    expect(mediaEditPath('MANGA', 30, 'history')).toBe('/edit/manga/30/history');
    expect(mediaEditPath('ANIME', 'new', 'submission', 9)).toBe('/edit/anime/new/submission/9');
    expect(submissionPath('MEDIA', { id: 9, objectId: 30, type: 'ANIME', isNew: false })).toBe('/edit/anime/30/submission/9');
    expect(submissionPath('CHARACTER', { id: 9, objectId: 4 })).toBe('/edit/character/4?submission=9');
  });

  it('let data moderators of the kind save directly and any moderator open the studio page', () => {
    expect(editsDirectly(['ANIME_DATA'], 'ANIME')).toBe(true);
    expect(editsDirectly(['ANIME_DATA'], 'MANGA')).toBe(false);
    expect(editsDirectly(['ANIME_DATA', 'RETIRED'], 'ANIME')).toBe(false);
    expect(editsDirectly([], 'CHARACTER')).toBe(false);
    expect(isModerator(['COMMUNITY'])).toBe(true);
    expect(isModerator([])).toBe(false);
  });
});

describe('the media draft', () => {
  const media = {
    title: { romaji: 'Sousou no Frieren', english: null, native: null },
    synonyms: ['Frieren'],
    episodes: 28,
    duration: 24,
    startDate: { year: 2023, month: 9, day: 29 },
    genres: ['Adventure'],
    externalLinks: [{ id: 101, url: 'https://frieren.jp', site: 'Official Site', type: 'INFO', language: null }],
  };

  it('sends only the fields that changed', () => {
    const original = draftFromMedia(media);
    const draft = { ...original, episodes: '29', synonyms: "Frieren\nFrieren: Beyond Journey's End\n", genres: ['Adventure', 'Drama'] };
    expect(changedArguments(original, draft)).toEqual({
      episodes: 29,
      synonyms: ['Frieren', "Frieren: Beyond Journey's End"],
      genres: ['Adventure', 'Drama'],
    });
    expect(changedArguments(original, original)).toEqual({});
  });

  it('keeps link ids and sends a new link without one', () => {
    const original = draftFromMedia(media);
    const draft = {
      ...original,
      externalLinks: [
        ...original.externalLinks,
        { id: null, url: 'https://example.com', site: 'Example', type: 'STREAMING', language: 'Japanese' },
      ],
    };
    expect(changedArguments(original, draft).externalLinks).toEqual([
      { id: 101, url: 'https://frieren.jp', site: 'Official Site', type: 'INFO', language: null },
      { id: null, url: 'https://example.com', site: 'Example', type: 'STREAMING', language: 'Japanese' },
    ]);
  });

  it('for a new media sends what was filled in', () => {
    const draft = { ...draftFromMedia(null), romaji: 'Kusuriya no Hitorigoto', episodes: '24' };
    expect(changedArguments(null, draft)).toEqual({
      title: { romaji: 'Kusuriya no Hitorigoto', english: null, native: null },
      episodes: 24,
    });
  });
});

describe('the person draft', () => {
  it('sends the whole name when a part changed, and dates with parts left out', () => {
    const values = {
      name: { first: 'Eren', middle: null, last: 'Yeager', full: 'Eren Yeager', native: null, alternative: [], alternativeSpoiler: [] },
      image: { large: null },
      age: '15',
      dateOfBirth: { year: null, month: 3, day: 30 },
    };
    const original = draftFromPerson('CHARACTER', values);
    expect(original.dateOfBirth).toBe('-3-30');
    const changed = changedPersonArguments('CHARACTER', original, { ...original, last: 'Jaeger', full: 'Eren Jaeger', age: '19' });
    expect(changed).toEqual({
      name: { first: 'Eren', middle: null, last: 'Jaeger', full: 'Eren Jaeger', native: null, alternative: [], alternativeSpoiler: [] },
      age: '19',
    });
    expect(changedPersonArguments('CHARACTER', original, { ...original, dateOfBirth: '2000-3-30' })).toEqual({
      dateOfBirth: { year: 2000, month: 3, day: 30 },
    });
  });
});

describe('diff values', () => {
  it('read as text', () => {
    expect(fieldLabel('episodes')).toBe('Episodes');
    expect(fieldLabel('idMal')).toBe('MyAnimeList ID');
    expect(formatValue('idMal', 16498)).toBe('16498');
    expect(formatValue('synonyms', ['AoT', 'SnK'])).toBe('AoT, SnK');
    expect(formatValue('episodes', null)).toBe('—');
    expect(formatValue('title', { romaji: 'Shingeki', english: 'Attack on Titan', native: null })).toBe('Shingeki / Attack on Titan');
    expect(formatValue('startDate', { year: 2013, month: 4, day: null })).toBe('2013-04-??');
    expect(formatValue('isAdult', false)).toBe('No');
    expect(formatValue('externalLinks', [{ id: 1, site: 'Official', url: 'https://x.jp' }])).toBe('Official: https://x.jp');
  });
});
