// Abusive inputs from the hardening review (issue 20), each built the way it reached the site, for tests that
// check one request cannot hold the query process. Build each once per test file: some take a second or two.
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';

/** One <anime> entry with most fields a real export writes (about 680 bytes); `i` makes the title and id unique. */
const malEntry = (i: number) =>
  `<anime><series_animedb_id>${i + 1}</series_animedb_id><series_title><![CDATA[Abuse Title ${i}]]></series_title>` +
  '<series_type>TV</series_type><series_episodes>12</series_episodes><my_id>0</my_id><my_watched_episodes>3</my_watched_episodes>' +
  '<my_start_date>2020-01-02</my_start_date><my_finish_date>0000-00-00</my_finish_date><my_score>7</my_score>' +
  '<my_status>Watching</my_status><my_comments><![CDATA[]]></my_comments>' +
  '<my_times_watched>0</my_times_watched><my_rewatch_value></my_rewatch_value><my_priority>LOW</my_priority><my_tags><![CDATA[]]></my_tags>' +
  '<my_rewatching>0</my_rewatching><my_rewatching_ep>0</my_rewatching_ep><my_discuss>1</my_discuss></anime>\n';

/** A MyAnimeList XML export of `entries` anime entries. */
export function malExportXml(entries: number): Buffer {
  const head = '<?xml version="1.0" encoding="UTF-8" ?>\n<myanimelist>\n<myinfo><user_name>abuser</user_name></myinfo>\n';
  const parts = [head];
  for (let i = 0; i < entries; i++) parts.push(malEntry(i));
  parts.push('</myanimelist>\n');
  return Buffer.from(parts.join(''));
}

/**
 * The review's first import: an export of 47,000 entries, gzipped (374 KB; 30.6 MB of XML, within the unpacked limit,
 * so everything up to the 10,000th entry is read before the entry limit refuses it).
 */
export function malExportGzip(entries = 47_000): Buffer {
  return gzipSync(malExportXml(entries), { level: 9 });
}

/**
 * A gzip bomb: a valid export root around `unpackedBytes` of spaces, a few tens of KB packed. Just under the
 * unpacked limit it is read to the end (the review's 2 s bomb); over it, it must be refused as too large.
 */
export function gzipBomb(unpackedBytes: number): Buffer {
  const open = Buffer.from('<myanimelist>');
  const close = Buffer.from('</myanimelist>');
  const filler = Buffer.alloc(Math.max(0, unpackedBytes - open.length - close.length), 0x20);
  return gzipSync(Buffer.concat([open, filler, close]), { level: 9 });
}

/** A /graphql body whose `variables` nest `depth` arrays: the review sent 20,000 (40 KB). */
export function deepVariablesBody(depth = 20_000, query = '{ __typename }'): string {
  return `{"query":${JSON.stringify(query)},"variables":{"deep":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
}

/**
 * A JPEG of `width` x `height` (the review's banner was 25 megapixels: 6000 x 4166, within the former limit) that
 * still fits the banner's 6 MB upload limit: a smooth gradient, so every pixel is decoded yet the file stays small.
 */
export async function largeJpeg(width = 6000, height = 4166): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g">` +
      `<stop offset="0" stop-color="#203a43"/><stop offset="1" stop-color="#f8b500"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient, { limitInputPixels: false }).jpeg({ quality: 90 }).toBuffer();
}
