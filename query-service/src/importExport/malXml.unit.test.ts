import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LIST_LIMITS } from '@tsuzuki/events';
import { FILE_TOO_LARGE, IMPORT_XML_LIMIT, NO_FILE, NOT_TEXT, NOT_UNPACKED, readImportFile, type ImportFile } from './importFile.ts';
import { mapMalEntry, parseMalDate } from './malMapping.ts';
import { NOT_A_MAL_EXPORT, TOO_MANY_ENTRIES, parseMalXml } from './malXml.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('reading a MyAnimeList export', () => {
  it('reads every entry of an anime export with its fields, CDATA and entities decoded', () => {
    const parsed = parseMalXml(fixture('animelist.xml'));
    expect(parsed.userName).toBe('kaede_reads');
    expect(parsed.entries).toHaveLength(8);
    expect(parsed.entries[0]).toMatchObject({
      index: 0,
      type: 'ANIME',
      fields: {
        series_animedb_id: '16498',
        series_title: 'Shingeki no Kyojin',
        my_status: 'Completed',
        my_comments: 'Rewatch before the finale & then "again" <3',
      },
    });
  });

  it('maps statuses, scores, dates, rewatches, priorities and comments to list fields', () => {
    const [aot, bebop, hellsing, , , , , unknown] = parseMalXml(fixture('animelist.xml')).entries.map(mapMalEntry);
    expect(aot).toEqual({
      ok: true,
      series: { malId: 16498, title: 'Shingeki no Kyojin', format: 'TV', total: 25 },
      entry: {
        status: 'COMPLETED',
        scoreRaw: 90,
        progress: 25,
        progressVolumes: 0,
        repeat: 1,
        priority: 2,
        notes: 'Rewatch before the finale & then "again" <3',
        startedAt: { year: 2013, month: 4, day: 7 },
        completedAt: { year: 2013, month: 9, day: 28 },
      },
    });
    expect(bebop).toMatchObject({
      ok: true,
      entry: {
        status: 'CURRENT',
        scoreRaw: 0,
        progress: 12,
        priority: 0,
        startedAt: { year: 2020, month: 1, day: null },
        completedAt: { year: null, month: null, day: null },
      },
    });
    // Rewatching: the rewatch's own episode is the progress; the finished watches stay counted.
    expect(hellsing).toMatchObject({ ok: true, entry: { status: 'REPEATING', progress: 4, repeat: 2, priority: 1, scoreRaw: 80 } });
    expect(unknown).toMatchObject({ ok: false, reason: 'Unknown status "Finished Twice".' });
  });

  it('reads a manga export: chapters, volumes and Reading', () => {
    const [berserk] = parseMalXml(fixture('mangalist.xml')).entries.map(mapMalEntry);
    expect(berserk).toMatchObject({
      ok: true,
      series: { malId: 2, title: 'Berserk', format: null, total: null },
      entry: { status: 'CURRENT', progress: 380, progressVolumes: 41, scoreRaw: 100, startedAt: { year: 2015, month: 6, day: null } },
    });
  });

  it('reads MyAnimeList dates with unknown parts and refuses impossible ones', () => {
    expect(parseMalDate('0000-00-00')).toEqual({ year: null, month: null, day: null });
    expect(parseMalDate('2019-00-00')).toEqual({ year: 2019, month: null, day: null });
    expect(parseMalDate('2019-02-30')).toEqual({ year: 2019, month: 2, day: null });
    expect(parseMalDate('2019-13-01')).toEqual({ year: 2019, month: null, day: null });
    expect(parseMalDate('yesterday')).toEqual({ year: null, month: null, day: null });
  });

  it('never expands entities declared in a DTD: a document with a DOCTYPE is refused', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE myanimelist [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <myanimelist><anime><series_title>&b;</series_title></anime></myanimelist>`;
    expect(() => parseMalXml(bomb)).toThrow(NOT_A_MAL_EXPORT);
    expect(() => parseMalXml('<myanimelist><anime><series_title>&x;</series_title></anime></myanimelist>')).toThrow(NOT_A_MAL_EXPORT);
  });

  it('refuses what is not an export: another root, broken XML, an empty document', () => {
    expect(() => parseMalXml('<rss><channel/></rss>')).toThrow(NOT_A_MAL_EXPORT);
    expect(() => parseMalXml('<myanimelist><anime><series_title>x</anime>')).toThrow(NOT_A_MAL_EXPORT);
    expect(() => parseMalXml('<myanimelist></myanimelist>')).toThrow(NOT_A_MAL_EXPORT);
    expect(() => parseMalXml('not xml at all')).toThrow(NOT_A_MAL_EXPORT);
  });

  it(`refuses more than ${LIST_LIMITS.importEntries} entries`, () => {
    const xml = `<myanimelist>${'<anime><series_title>A</series_title></anime>'.repeat(LIST_LIMITS.importEntries + 1)}</myanimelist>`;
    expect(() => parseMalXml(xml)).toThrow(TOO_MANY_ENTRIES);
  });
});

describe('the uploaded file', () => {
  const xml = fixture('mangalist.xml');

  it('takes the XML as sent or gzipped, with the same hash either way', async () => {
    const plain = await readImportFile(Buffer.from(xml));
    const packed = await readImportFile(gzipSync(xml));
    const read = (f: ImportFile) => ({ ...f, lines: f.lines.map((l) => ({ index: l.index, type: l.type, mapped: l.map() })) });
    expect(read(packed)).toEqual(read(plain));
    expect(plain.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(read(plain).lines.map((l) => l.mapped)).toEqual(parseMalXml(xml).entries.map(mapMalEntry));
  });

  it('reads a character split between two pieces of the stream', async () => {
    // The title's multi-byte characters straddle the 16 KB pieces the file is read in.
    const title = 'ウ'.repeat(20_000);
    const file = await readImportFile(Buffer.from(`<myanimelist><anime><series_title>${title}</series_title></anime></myanimelist>`));
    expect(file.lines[0]!.map().series.title).toBe(title.slice(0, 10_000));
  });

  it('refuses an empty body, text that is not UTF-8, a truncated gzip and a gzip that unpacks past the limit', async () => {
    await expect(readImportFile(Buffer.alloc(0))).rejects.toThrow(NO_FILE);
    await expect(readImportFile(Buffer.from([0x3c, 0x61, 0xff, 0xfe, 0x3e]))).rejects.toThrow(NOT_TEXT);
    await expect(readImportFile(gzipSync(xml).subarray(0, 40))).rejects.toThrow(NOT_UNPACKED);
    await expect(readImportFile(gzipSync(Buffer.alloc(IMPORT_XML_LIMIT + 1, 0x20)))).rejects.toThrow(FILE_TOO_LARGE);
  });
});
