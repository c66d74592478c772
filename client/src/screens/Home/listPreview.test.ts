import { describe, expect, it } from 'vitest';
import { parsePreviewSize, previewCount, previewSections, type PreviewEntry } from './listPreviewRules.ts';

type Entry = PreviewEntry & { id: string };

const anime = (id: string, mediaStatus = 'FINISHED', timeUntilAiring: number | null = null, updatedAt = 0): Entry => ({
  id,
  mediaType: 'ANIME',
  mediaStatus,
  timeUntilAiring,
  updatedAt,
});
const manga = (id: string, updatedAt = 0): Entry => ({
  id,
  mediaType: 'MANGA',
  mediaStatus: 'RELEASING',
  timeUntilAiring: null,
  updatedAt,
});
const ids = (entries: readonly Entry[]) => entries.map((entry) => entry.id);

describe('home list preview sections (core §4)', () => {
  it('puts fewer than 8 entries in one "In Progress" section, latest change first', () => {
    const sections = previewSections(
      [anime('a1', 'RELEASING', 50, 10), anime('a2', 'RELEASING', 10, 30), anime('a3', 'RELEASING', 20, 5), anime('a4', 'RELEASING', 5, 1)],
      [manga('m1', 20), manga('m2', 40), manga('m3', 0)],
    );
    expect(sections.map((s) => s.title)).toEqual(['In Progress']);
    expect(ids(sections[0]!.entries)).toEqual(['m2', 'a2', 'm1', 'a1', 'a3', 'a4', 'm3']);
    expect(sections[0]!.link).toBeNull();
  });

  it('shows nothing without entries', () => {
    expect(previewSections([], [])).toEqual([]);
  });

  it('with more than 3 releasing anime, adds "Airing" by time until the next episode, linking to /airing', () => {
    const sections = previewSections(
      [
        anime('a1', 'RELEASING', 500),
        anime('f1'),
        anime('a2', 'RELEASING', 100),
        anime('a3', 'RELEASING', null),
        anime('a4', 'RELEASING', 300),
      ],
      [manga('m1'), manga('m2'), manga('m3')],
    );
    expect(sections.map((s) => [s.title, s.link, ids(s.entries)])).toEqual([
      ['Airing', '/airing', ['a2', 'a4', 'a1', 'a3']],
      ['Anime in Progress', null, ['f1']],
      ['Manga in Progress', null, ['m1', 'm2', 'm3']],
    ]);
  });

  it('with 3 releasing anime or fewer, keeps every anime in "Anime in Progress"', () => {
    const sections = previewSections(
      [anime('a1', 'RELEASING', 5), anime('a2', 'RELEASING', 6), anime('a3', 'RELEASING', 7), anime('f1'), anime('f2')],
      [manga('m1'), manga('m2'), manga('m3')],
    );
    expect(sections.map((s) => [s.title, ids(s.entries)])).toEqual([
      ['Anime in Progress', ['a1', 'a2', 'a3', 'f1', 'f2']],
      ['Manga in Progress', ['m1', 'm2', 'm3']],
    ]);
  });

  it('leaves out an empty section', () => {
    const releasing = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'].map((id, i) => anime(id, 'RELEASING', i));
    expect(previewSections(releasing, []).map((s) => s.title)).toEqual(['Airing']);
  });
});

describe('preview size (core §9)', () => {
  it('shows 20 entries, or 40 with the large preview; anything unknown stored is small', () => {
    expect(previewCount('small')).toBe(20);
    expect(previewCount('large')).toBe(40);
    expect(parsePreviewSize('large')).toBe('large');
    expect(parsePreviewSize(null)).toBe('small');
    expect(parsePreviewSize('huge')).toBe('small');
  });
});
