import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LIST_LIMITS } from '@tsuzuki/events';
import { NOT_AN_ANILIST_EXPORT, TOO_MANY_ANILIST_ENTRIES, parseAniListJson, type AniListLine } from './anilistJson.ts';
import { mapAniListLine } from './anilistMapping.ts';
import { NOT_ANILIST_TEXT, NO_ANILIST_FILE, readImportFile } from './importFile.ts';

const fixture = readFileSync(new URL('./fixtures/anilist.json', import.meta.url), 'utf8');
const SITE = 'https://tsuzuki.example';
const mapped = (line: AniListLine) => {
  const m = mapAniListLine(line, SITE);
  if (!m.ok) throw new Error(m.reason);
  return m;
};
const entry = (fields: Record<string, unknown>) => ({ status: 'CURRENT', media: { id: 1, title: { romaji: 'Mushishi' } }, ...fields });
const only = (json: unknown) => parseAniListJson(JSON.stringify(json)).lines;

describe('reading an AniList export', () => {
  it('reads the anime and manga answers of one file, each entry once, whatever lists it appears in', () => {
    const file = parseAniListJson(fixture);
    expect(file.userName).toBe('kaede_al');
    expect(file.lines.map((l) => [l.index, l.type, l.entry.id])).toEqual([
      [0, 'ANIME', 1001],
      [1, 'ANIME', 1002],
      [2, 'ANIME', 1003],
      [3, 'ANIME', 1005],
      [4, 'ANIME', 1004],
      // No type or format: the collection's "Reading" list says manga.
      [5, 'MANGA', 2001],
    ]);
  });

  it("maps AniList's fields to ours: scores in the file's format, flags, custom lists, advanced scores, dates", () => {
    const [fma, frieren, , , mushishi, berserk] = parseAniListJson(fixture).lines.map(mapped);
    expect(fma!.series).toEqual({
      malId: 5114,
      anilistId: 5114,
      mediaId: null,
      title: 'Hagane no Renkinjutsushi: FULLMETAL ALCHEMIST',
      format: 'TV',
      total: 64,
    });
    expect(fma!.entry).toEqual({
      status: 'CURRENT',
      scoreRaw: 95,
      progress: 20,
      progressVolumes: 0,
      repeat: 0,
      priority: 2,
      notes: 'Brotherhood, not the 2003 one.',
      startedAt: { year: 2021, month: 3, day: 4 },
      completedAt: { year: null, month: null, day: null },
      private: true,
      hiddenFromStatusLists: false,
      customLists: ['Comfort'],
      advancedScores: { Story: 90, Art: 85 },
    });
    expect(frieren!.series).toMatchObject({ anilistId: 154587, malId: null });
    expect(frieren!.entry).toMatchObject({ scoreRaw: 100, repeat: 1, customLists: ['Rewatch later'], notes: '' });
    expect(mushishi!.entry).toMatchObject({ hiddenFromStatusLists: true, customLists: ['Comfort'], scoreRaw: 75 });
    expect(berserk!.entry).toMatchObject({ progress: 380, progressVolumes: 41, customLists: ['Dark'] });
  });

  it('takes the collection alone, its data, both types aliased, and custom lists from the groups an entry is in', () => {
    const collection = {
      lists: [
        { name: 'Watching', isCustomList: false, entries: [entry({ id: 7 })] },
        { name: 'Favourites', isCustomList: true, entries: [entry({ id: 7 })] },
      ],
    };
    for (const shape of [collection, { MediaListCollection: collection }, { data: { MediaListCollection: collection } }]) {
      const lines = only(shape);
      expect(lines).toHaveLength(1);
      expect(mapped(lines[0]!).entry.customLists).toEqual(['Favourites']);
    }
    const both = only({ data: { anime: { lists: [{ entries: [entry({})] }] }, manga: { lists: [{ entries: [entry({})] }] } } });
    expect(both.map((l) => l.type)).toEqual(['ANIME', 'MANGA']);
  });

  it('reads a bare score as POINT_100 when any is above 10, scoreRaw as raw, and this site own media ids by siteUrl', () => {
    const lines = only({
      lists: [{ name: 'Watching', entries: [entry({ score: 73 }), entry({ score: 8, media: { id: 2, title: { romaji: 'x' } } })] }],
    });
    expect(lines.map((l) => mapped(l).entry.scoreRaw)).toEqual([73, 8]);
    const [tenths] = only({ lists: [{ name: 'Watching', entries: [entry({ score: 8 })] }] });
    expect(mapped(tenths!).entry.scoreRaw).toBe(80);
    const [own] = only({
      lists: [
        {
          name: 'Watching',
          entries: [entry({ scoreRaw: 64, score: 3, media: { id: 42, siteUrl: `${SITE}/anime/42`, title: { romaji: 'x' } } })],
        },
      ],
    });
    expect(mapped(own!)).toMatchObject({ series: { mediaId: 42, anilistId: null }, entry: { scoreRaw: 64 } });
  });

  it('says what is wrong with a file that is not an export, without reading further', () => {
    expect(() => parseAniListJson('<myanimelist/>')).toThrow(NOT_AN_ANILIST_EXPORT);
    expect(() => parseAniListJson('{"data": {"Viewer": {"id": 1}}}')).toThrow(NOT_AN_ANILIST_EXPORT);
    expect(() => only({ data: { MediaListCollection: { lists: [{ entries: [entry({ status: 'WATCHING' })] }] } } })).toThrow(
      /This AniList export has an entry it cannot read \(at collection 1\.lists\.0\.entries\.0\.status: /,
    );
    expect(() => only({ errors: [{ message: 'User not found', status: 404 }], data: null })).toThrow(
      'This file is an error answer of the AniList API: "User not found".',
    );
    const many = Array.from({ length: LIST_LIMITS.importEntries + 1 }, (_, i) =>
      entry({ media: { id: i + 1, title: { romaji: `t${i}` } } }),
    );
    expect(() => only({ lists: [{ entries: many }] })).toThrow(TOO_MANY_ANILIST_ENTRIES);
  });

  it('takes the file as sent or gzipped, and refuses an empty body or text that is not UTF-8', async () => {
    const plain = await readImportFile(Buffer.from(fixture), 'ANILIST');
    const packed = await readImportFile(gzipSync(fixture), 'ANILIST');
    expect(packed.hash).toBe(plain.hash);
    expect(packed.lines.map((l) => l.map())).toEqual(plain.lines.map((l) => l.map()));
    expect(plain).toMatchObject({ source: 'ANILIST', userName: 'kaede_al' });
    await expect(readImportFile(Buffer.alloc(0), 'ANILIST')).rejects.toThrow(NO_ANILIST_FILE);
    await expect(readImportFile(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 'ANILIST')).rejects.toThrow(NOT_ANILIST_TEXT);
  });
});
