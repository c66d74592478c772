import { describe, expect, it } from 'vitest';
import { mediaLength } from './length.ts';

describe('media length', () => {
  it('uses running time for films, episodes for series and chapters for manga', () => {
    expect(mediaLength({ type: 'ANIME', format: 'MOVIE', episodes: 1, duration: 130 })).toBe('2 h 10 min');
    expect(mediaLength({ type: 'ANIME', format: 'TV', episodes: 24, duration: 24 })).toBe('24 episodes');
    expect(mediaLength({ type: 'ANIME', format: 'OVA', episodes: 1 })).toBe('1 episode');
    expect(mediaLength({ type: 'MANGA', format: 'MANGA', chapters: 139 })).toBe('139 chapters');
    expect(mediaLength({ type: 'MANGA', format: 'MANGA', chapters: null })).toBe('');
  });
});
