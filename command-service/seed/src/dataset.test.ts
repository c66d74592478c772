import { beforeAll, describe, expect, it } from 'vitest';
import { eventCatalogue, type EventType } from '@tsuzuki/events';
import { artSvg, coverColor } from '@tsuzuki/web/art';
import { loadBangumiData } from './bangumi.ts';
import { generateSeed, type SeedData } from './dataset.ts';
import { dayOfYear } from './personName.ts';
import { INVERSE_RELATIONS } from './relations.ts';
import { loadRomanizer, type Romanizer } from './romaji.ts';

const NOW = new Date('2026-11-21T10:00:00Z');
/** Media ids up to this are bangumi-data's items, the real anime. */
const REAL_TOTAL = loadBangumiData().items.length;
let romanize: Romanizer;
let data: SeedData;

beforeAll(async () => {
  romanize = await loadRomanizer();
  data = generateSeed({ now: NOW, scale: 0.03, romanize });
});

function schemaFailures(type: EventType, payloads: unknown[]): string[] {
  return payloads.flatMap((payload, i) => {
    const parsed = eventCatalogue[type].schema.safeParse(payload);
    return parsed.success ? [] : [`${type} #${i}: ${parsed.error.message.slice(0, 300)}`];
  });
}

describe('generated seed data', () => {
  it('is the same on every run with the same now and scale', () => {
    const again = generateSeed({ now: NOW, scale: 0.03, romanize });
    expect(JSON.stringify(again)).toBe(JSON.stringify(data));
  });

  it("has anime this season and next at a small scale too, after bangumi-data's snapshot ends", () => {
    const small = generateSeed({ now: new Date('2026-11-30T01:00:00Z'), scale: 0.01, romanize });
    const inSeason = (season: string, year: number) =>
      small.media.filter((m) => m.type === 'ANIME' && m.season === season && m.seasonYear === year).length;
    expect(inSeason('FALL', 2026)).toBeGreaterThanOrEqual(3);
    expect(inSeason('WINTER', 2027)).toBeGreaterThanOrEqual(3);
  });

  it('keeps the ids of real anime whatever the scale', () => {
    const smaller = generateSeed({ now: NOW, scale: 0.01, romanize });
    expect(smaller.media.length).toBeLessThan(data.media.length);
    const realIds = (d: SeedData) => new Map(d.media.filter((m) => m.mediaId <= REAL_TOTAL).map((m) => [m.mediaId, m.title.native]));
    const bigger = realIds(data);
    for (const [id, title] of realIds(smaller)) if (bigger.has(id)) expect(bigger.get(id)).toBe(title);
  });

  it('produces payloads every event schema accepts', () => {
    expect([
      ...schemaFailures('MediaTagCreated', data.tags),
      ...schemaFailures('StudioAdded', data.studios),
      ...schemaFailures('StaffAdded', data.staff),
      ...schemaFailures('CharacterAdded', data.characters),
      ...schemaFailures('MediaAdded', data.media),
      ...schemaFailures('MediaStatisticsImported', data.statistics),
    ]).toEqual([]);
  });

  it('refers only to entities it creates, and every character appears in some media', () => {
    const ids = (list: { [k: string]: unknown }[], key: string) => new Set(list.map((e) => e[key] as number));
    const characters = ids(data.characters, 'characterId');
    const staff = ids(data.staff, 'staffId');
    const tags = ids(data.tags, 'tagId');
    const studios = ids(data.studios, 'studioId');
    const media = ids(data.media, 'mediaId');
    expect(media.size).toBe(data.media.length);
    const listed = new Set<number>();
    const missing: string[] = [];
    for (const m of data.media) {
      for (const c of m.characters) {
        listed.add(c.characterId);
        if (!characters.has(c.characterId)) missing.push(`character ${c.characterId}`);
        for (const va of c.voiceActors) if (!staff.has(va.staffId)) missing.push(`voice ${va.staffId}`);
      }
      for (const s of m.staff) if (!staff.has(s.staffId)) missing.push(`staff ${s.staffId}`);
      for (const t of m.tags) if (!tags.has(t.tagId)) missing.push(`tag ${t.tagId}`);
      for (const s of m.studios) if (!studios.has(s.studioId)) missing.push(`studio ${s.studioId}`);
      for (const r of m.relations) if (!media.has(r.mediaId)) missing.push(`media ${r.mediaId}`);
    }
    expect(missing).toEqual([]);
    expect([...characters].filter((id) => !listed.has(id))).toEqual([]);
    expect(new Set(data.statistics.map((s) => s.mediaId))).toEqual(media);
  });

  it('lists every relation on both sides with the inverse type', () => {
    const byId = new Map(data.media.map((m) => [m.mediaId, m]));
    const broken: string[] = [];
    for (const m of data.media) {
      for (const r of m.relations) {
        const back = byId.get(r.mediaId)!.relations.find((x) => x.mediaId === m.mediaId);
        if (!back || !INVERSE_RELATIONS[r.relationType].includes(back.relationType))
          broken.push(`${m.mediaId} ${r.relationType} ${r.mediaId}`);
      }
    }
    expect(broken).toEqual([]);
    expect(data.media.some((m) => m.relations.some((r) => r.relationType === 'SEQUEL'))).toBe(true);
    expect(data.media.some((m) => m.relations.some((r) => r.relationType === 'ADAPTATION'))).toBe(true);
  });

  it('covers what the screens need: adult Hentai, dubbed casts, long descriptions, manhwa, airing shows', () => {
    expect(data.media.some((m) => m.isAdult && m.genres.includes('Hentai'))).toBe(true);
    const languages = new Map(data.staff.map((s) => [s.staffId, s.languageV2]));
    const dubbed = data.media.filter((m) =>
      m.characters.some((c) => c.voiceActors.map((v) => languages.get(v.staffId)).join() === 'Japanese,English'),
    );
    expect(dubbed.length).toBeGreaterThan(0);
    expect(data.media.some((m) => (m.description?.length ?? 0) > 730)).toBe(true);
    expect(data.media.some((m) => m.type === 'MANGA' && m.countryOfOrigin === 'KR')).toBe(true);
    const airing = data.media.filter((m) => m.status === 'RELEASING' && m.airingSchedule.some((a) => a.airingAt * 1000 > NOW.getTime()));
    expect(airing.length).toBeGreaterThan(0);
    expect(new Set(data.media.map((m) => m.status))).toEqual(new Set(['FINISHED', 'RELEASING', 'NOT_YET_RELEASED', 'HIATUS', 'CANCELLED']));
  });

  it('gives statistics that add up: status amounts sum to popularity, scores agree with their distribution', () => {
    const status = new Map(data.media.map((m) => [m.mediaId, m.status]));
    for (const s of data.statistics) {
      expect(s.statusDistribution.reduce((sum, e) => sum + e.amount, 0)).toBe(s.popularity);
      // The mean is the score distribution's own, and the weighted score is the site's rule over it (ADR 14).
      const scored = s.scoreDistribution.reduce((n, e) => n + e.amount, 0);
      const sum = s.scoreDistribution.reduce((n, e) => n + e.score * e.amount, 0);
      expect(s.meanScore).toBe(scored ? Math.round(sum / scored) : null);
      expect(s.averageScore).toBe(scored ? Math.round((60 * 25 + sum) / (25 + scored)) : null);
      if (status.get(s.mediaId) === 'NOT_YET_RELEASED')
        expect([s.averageScore, s.meanScore, s.scoreDistribution]).toEqual([null, null, []]);
      else expect(s.averageScore).toBeGreaterThanOrEqual(35);
    }
  });

  it('records a history behind the statistics: daily for releasing media, weekly for the others, all before now', () => {
    const media = new Map(data.media.map((m) => [m.mediaId, m]));
    const now = NOW.getTime() / 1000;
    let releasing = 0;
    for (const s of data.statistics) {
      const m = media.get(s.mediaId)!;
      const dates = s.history!.map((p) => p.date);
      expect(s.recordedAt).toBe(now);
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      expect(dates.every((d) => d < now && d % 86_400 === 0)).toBe(true);
      expect(dates[1]! - dates[0]!).toBe(m.status === 'RELEASING' ? 86_400 : 7 * 86_400);
      expect(s.history!.at(-1)!.popularity).toBeLessThanOrEqual(s.popularity);
      if (m.status === 'RELEASING') {
        releasing++;
        expect(dates.length).toBeGreaterThanOrEqual(30);
        if (m.type === 'ANIME' && m.airingSchedule.some((a) => a.airingAt < dates[0]!)) expect(s.history![0]!.episode).toBeGreaterThan(0);
      }
    }
    expect(releasing).toBeGreaterThan(0);
  });

  it('gives every fictional media a MyAnimeList id, unique per type', () => {
    for (const type of ['ANIME', 'MANGA'] as const) {
      const ids = data.media.filter((m) => m.type === type && m.idMal !== null).map((m) => m.idMal);
      expect(ids.every((id) => Number.isInteger(id) && id! > 0)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(data.media.filter((m) => m.mediaId > REAL_TOTAL && !m.idMal)).toEqual([]);
  });

  it("gives no media a trailer (a made-up video id plays nothing, or someone else's video)", () => {
    expect(data.media.filter((m) => m.trailer).map((m) => m.title.romaji)).toEqual([]);
  });

  it('walks the whole calendar with character birthdays', () => {
    const days = new Set(Array.from({ length: 366 }, (_, n) => JSON.stringify(dayOfYear(n))));
    expect(days.size).toBe(366);
    expect(dayOfYear(59)).toEqual({ month: 2, day: 29 });
  });
});

describe('generated art', () => {
  it('draws the same picture for the same id and a different one for another id', () => {
    expect(artSvg('cover', 12)).toBe(artSvg('cover', 12));
    expect(artSvg('cover', 12)).not.toBe(artSvg('cover', 13));
    expect(artSvg('banner', 12)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1900" height="400" viewBox="0 0 1900 400"/);
    expect(artSvg('character', '7', 115)).toContain('width="115" height="173"');
    expect(coverColor('cover', 12)).toMatch(/^#[0-9a-f]{6}$/);
    expect(data.media[0]!.coverImage.color).toBe(coverColor('cover', data.media[0]!.mediaId));
  });
});
