// Figures a fan believes (issue 24): the demo members pick titles by an open signal of prominence, how many
// broadcast and streaming sites bangumi-data lists for a title, so the most popular anime on the seeded site are
// titles a fan knows. Once members keep lists a media's popularity is its number of list entries (ADR 14), so the
// count of the entries the member seed sends for each media is its popularity on the seeded site.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSeed, type MediaData, type SeedData } from './dataset.ts';
import { FULL_MEMBERS, memberCommands, pickersFor, planMembers } from './members.ts';
import { loadRomanizer } from './romaji.ts';

const NOW = new Date('2026-11-21T10:00:00Z');
let data: SeedData;
let popularity: Map<number, number>;

beforeAll(async () => {
  data = generateSeed({ now: NOW, scale: 1, romanize: await loadRomanizer() });
  const pickers = pickersFor(data, NOW);
  popularity = new Map();
  planMembers(FULL_MEMBERS, NOW).forEach((plan) => {
    for (const e of memberCommands(plan, pickers, NOW).entries) popularity.set(e.mediaId, (popularity.get(e.mediaId) ?? 0) + 1);
  });
});

const sites = (m: MediaData) => m.externalLinks.filter((l) => l.type === 'STREAMING').length;
const byDesc = (key: (m: MediaData) => number) => (a: MediaData, b: MediaData) => key(b) - key(a) || a.mediaId - b.mediaId;

describe('the seeded demo members', () => {
  it('make the titles with the strongest prominence signal the most popular anime', () => {
    const anime = data.media.filter((m) => m.type === 'ANIME');
    const top = [...anime].sort(byDesc((m) => popularity.get(m.mediaId) ?? 0)).slice(0, 20);
    const strongest = [...anime].sort(byDesc(sites)).slice(0, 10);
    const known = strongest.filter((m) => top.includes(m)).map((m) => m.title.native);
    const names = `top 20: ${top.map((m) => `${m.title.native} (${sites(m)})`).join(', ')}`;
    expect(known.length, names).toBeGreaterThanOrEqual(3);
    // None of the twenty is a title few sites carry (each is in the tenth of anime on the most sites; a franchise's
    // later entry may be on fewer than its best one); together they are on far more sites than a typical title.
    const bySites = anime.map(sites).sort((a, b) => a - b);
    const topTenth = bySites[Math.floor(bySites.length * 0.9)]!;
    console.log(`streaming sites: top tenth from ${topTenth}, most ${bySites.at(-1)}`);
    expect(topTenth).toBeGreaterThanOrEqual(5);
    expect(Math.min(...top.map(sites)), names).toBeGreaterThanOrEqual(topTenth);
    const mean = (ms: MediaData[]) => ms.reduce((n, m) => n + sites(m), 0) / ms.length;
    expect(mean(top)).toBeGreaterThan(2 * mean(anime.filter((m) => popularity.has(m.mediaId))));
    // The most popular is on a good share of the lists.
    expect(popularity.get(top[0]!.mediaId)!).toBeGreaterThan(FULL_MEMBERS / 10);
  });

  it('leave the long tail on a few lists each', () => {
    const listed = data.media.filter((m) => m.type === 'ANIME' && popularity.has(m.mediaId)).map((m) => popularity.get(m.mediaId)!);
    listed.sort((a, b) => a - b);
    expect(listed.length).toBeGreaterThan(2000);
    expect(listed[Math.floor(listed.length / 2)]!).toBeLessThan(10);
  });
});
