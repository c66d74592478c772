import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { badInput } from '../http/errors.ts';

const MB = 1024 * 1024;
/** The body as sent (MyAnimeList hands out .xml.gz; an unpacked export of 10,000 entries is about 12 MB). */
export const IMPORT_UPLOAD_LIMIT = 16 * MB;
/** The XML once unpacked: a small gzip cannot grow into gigabytes here. */
export const IMPORT_XML_LIMIT = 32 * MB;

export const NO_FILE = 'Choose a MyAnimeList XML export file (.xml or .xml.gz).';
export const FILE_TOO_LARGE = 'This file is too large to import (at most 16 MB, or 32 MB once unpacked).';
export const NOT_TEXT = 'This file is not a MyAnimeList XML export: it is not UTF-8 text.';

export interface ImportFile {
  xml: string;
  /** SHA-256 of the XML (unpacked): the same export imports once, whether sent packed or not. */
  hash: string;
}

/** The uploaded bytes as XML text: gzip is unpacked (within the limit), the text must be UTF-8. */
export function readImportFile(bytes: Buffer): ImportFile {
  if (bytes.length === 0) throw badInput(NO_FILE);
  let xml: Buffer = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      xml = gunzipSync(bytes, { maxOutputLength: IMPORT_XML_LIMIT });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw badInput(FILE_TOO_LARGE);
      throw badInput('This file could not be unpacked: it is not a complete .gz file.');
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(xml);
  } catch {
    throw badInput(NOT_TEXT);
  }
  return { xml: text, hash: createHash('sha256').update(xml).digest('hex') };
}
