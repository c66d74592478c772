import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createGunzip } from 'node:zlib';
import type { MediaType } from '@tsuzuki/events';
import type { ImportSource } from '@tsuzuki/events/listImport';
import { badInput } from '../http/errors.ts';
import { SITE_URL } from '../schema/text.ts';
import { parseAniListJson } from './anilistJson.ts';
import { mapAniListLine } from './anilistMapping.ts';
import { mapMalEntry, type MappedLine } from './malMapping.ts';
import { MalXmlReader } from './malXml.ts';

const MB = 1024 * 1024;
/** The body as sent (MyAnimeList hands out .xml.gz; an unpacked export of 10,000 entries is about 12 MB, as JSON less). */
export const IMPORT_UPLOAD_LIMIT = 16 * MB;
/** The XML or JSON once unpacked: a small gzip cannot grow into gigabytes here. */
export const IMPORT_XML_LIMIT = 32 * MB;
/**
 * Bytes handed to the XML reader at once, after which other requests get their turn on the event loop: a
 * millisecond of parsing once the parser's code is optimised, a few tens before (64 KB pieces took up to 130 ms).
 */
const PIECE = 16 * 1024;

export const NO_FILE = 'Choose a MyAnimeList XML export file (.xml or .xml.gz).';
export const NO_ANILIST_FILE = 'Choose an AniList JSON export file (.json or .json.gz).';
export const FILE_TOO_LARGE = 'This file is too large to import (at most 16 MB, or 32 MB once unpacked).';
export const NOT_TEXT = 'This file is not a MyAnimeList XML export: it is not UTF-8 text.';
export const NOT_ANILIST_TEXT = 'This file is not an AniList JSON export: it is not UTF-8 text.';
export const NOT_UNPACKED = 'This file could not be unpacked: it is not a complete .gz file.';

/** One entry of a file: its position, its type and, when asked, its fields in ours (in turns: preview.ts). */
export interface ImportLine {
  index: number;
  type: MediaType;
  map: () => MappedLine;
}

export interface ImportFile {
  source: ImportSource;
  /** The member on the other site the export belongs to, when the file says. */
  userName: string | null;
  lines: ImportLine[];
  /** SHA-256 of the text (unpacked): the same export imports once, whether sent packed or not. */
  hash: string;
}

/** Reads the text of a file piece by piece (as it is unpacked), then gives its entries. */
interface ExportReader {
  write(piece: string): void;
  close(): Pick<ImportFile, 'userName' | 'lines'>;
}

/** MyAnimeList's XML streams through saxes. */
function malReader(): ExportReader {
  const reader = new MalXmlReader();
  return {
    write: (piece) => reader.write(piece),
    close() {
      const { userName, entries } = reader.close();
      return { userName, lines: entries.map((line) => ({ index: line.index, type: line.type, map: () => mapMalEntry(line) })) };
    },
  };
}

/** AniList's JSON is parsed whole once read: JSON.parse of the largest allowed file takes tens of milliseconds. */
function aniListReader(): ExportReader {
  const pieces: string[] = [];
  return {
    write: (piece) => void pieces.push(piece),
    close() {
      const { userName, lines } = parseAniListJson(pieces.join(''));
      return {
        userName,
        lines: lines.map((line) => ({ index: line.index, type: line.type ?? 'ANIME', map: () => mapAniListLine(line, SITE_URL) })),
      };
    },
  };
}

const FORMATS: Record<ImportSource, { reader: () => ExportReader; noFile: string; notText: string }> = {
  MYANIMELIST: { reader: malReader, noFile: NO_FILE, notText: NOT_TEXT },
  ANILIST: { reader: aniListReader, noFile: NO_ANILIST_FILE, notText: NOT_ANILIST_TEXT },
};

/** The message for a request without a file. */
export const noFileMessage = (source: ImportSource) => FORMATS[source].noFile;

function* pieces(bytes: Buffer): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += PIECE) yield bytes.subarray(at, at + PIECE);
}

/**
 * The uploaded bytes read as an export: gzip is unpacked, the text decoded (it must be UTF-8) and parsed as a
 * stream, a piece at a time with a turn of the event loop between pieces. Reading stops at the first problem: the
 * unpacked limit, the entry limit, a byte that is not UTF-8, XML (or JSON) that is not an export.
 */
export async function readImportFile(bytes: Buffer, source: ImportSource = 'MYANIMELIST'): Promise<ImportFile> {
  const format = FORMATS[source];
  if (bytes.length === 0) throw badInput(format.noFile);
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const hash = createHash('sha256');
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const reader = format.reader();
  let size = 0;
  const decode = (piece?: Buffer) => {
    try {
      return piece ? decoder.decode(piece, { stream: true }) : decoder.decode();
    } catch {
      throw badInput(format.notText);
    }
  };
  // Piped into gunzip from memory: the body was read by then (within the upload limit). Breaking off the loop
  // below destroys gunzip, so a refused file is unpacked no further.
  const unpacked: Iterable<Buffer> | AsyncIterable<Buffer> = gzipped
    ? Readable.from(pieces(bytes)).pipe(createGunzip({ chunkSize: PIECE }))
    : pieces(bytes);
  try {
    for await (const piece of unpacked) {
      size += piece.length;
      if (size > IMPORT_XML_LIMIT) throw badInput(FILE_TOO_LARGE);
      hash.update(piece);
      reader.write(decode(piece));
      await nextTurn();
    }
    reader.write(decode());
  } catch (err) {
    // zlib's own errors (Z_BUF_ERROR, Z_DATA_ERROR...): a truncated or corrupt stream.
    if (String((err as { code?: unknown }).code).startsWith('Z_')) throw badInput(NOT_UNPACKED);
    throw err;
  }
  return { source, ...reader.close(), hash: hash.digest('hex') };
}
