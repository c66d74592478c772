import { describe, expect, it } from 'vitest';
import { canonicalJson } from './cache.ts';
import { loadAnswerCacheOptions } from './config.ts';
import { readsOf } from './statements.ts';

describe('the answer cache settings', () => {
  it('is on by default with 64 MB, 2048 KB an answer and a 1 s clock lifetime', () => {
    expect(loadAnswerCacheOptions({})).toEqual({ maxBytes: 64 * 1024 * 1024, entryBytes: 2048 * 1024, clockTtlMs: 1000 });
    expect(loadAnswerCacheOptions({ ANSWER_CACHE_MB: '', ANSWER_CACHE_CLOCK_TTL_MS: '250' })?.clockTtlMs).toBe(250);
  });

  it('is off with ANSWER_CACHE=off or a size of 0, and refuses nonsense', () => {
    expect(loadAnswerCacheOptions({ ANSWER_CACHE: 'off' })).toBeNull();
    expect(loadAnswerCacheOptions({ ANSWER_CACHE_MB: '0' })).toBeNull();
    expect(() => loadAnswerCacheOptions({ ANSWER_CACHE: 'maybe' })).toThrow();
    expect(() => loadAnswerCacheOptions({ ANSWER_CACHE_ENTRY_KB: '-1' })).toThrow();
  });
});

describe('what a statement reads', () => {
  it('names the read models of its schema-qualified tables, once each', () => {
    const reads = readsOf(
      'SELECT m.id FROM rm_media.media m JOIN rm_tags.media_tags t ON t.media_id = m.id JOIN rm_media.media_staff s USING (id)',
    );
    expect(reads).toEqual({ projections: [0, 4], clock: false, unknown: false });
    expect(readsOf('SELECT 1 FROM rm_mediastats.days').projections).toEqual([22]);
  });

  it('marks the clock, and refuses tables it cannot follow', () => {
    expect(readsOf('SELECT * FROM rm_media.airing_schedule WHERE airing_at > extract(epoch FROM now())').clock).toBe(true);
    expect(readsOf('SELECT * FROM rm_nothing.rows').unknown).toBe(true);
    expect(readsOf('SELECT * FROM sessions').unknown).toBe(true);
    expect(readsOf('SELECT $1::int AS n').unknown).toBe(false);
  });
});

describe('canonical variables', () => {
  it('sorts keys at every depth and keeps arrays in order', () => {
    expect(canonicalJson({ b: [2, { d: 1, c: null }], a: 'x' })).toBe('{"a":"x","b":[2,{"c":null,"d":1}]}');
  });
});
