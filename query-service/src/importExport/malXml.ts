// Reads a MyAnimeList XML export (Profile → Export: animelist_*.xml.gz or mangalist_*.xml.gz). saxes reads it as
// a stream of tags and never expands entities declared in a DTD; a document with a DOCTYPE is refused outright,
// since a real export has none and a declared entity is how an "XML bomb" grows.
import { SaxesParser } from 'saxes';
import { LIST_LIMITS, type MediaType } from '@tsuzuki/events';
import { AppError, badInput } from '../http/errors.ts';

export const NOT_A_MAL_EXPORT = 'This file is not a MyAnimeList XML export.';
export const TOO_MANY_ENTRIES = `This file has more than ${LIST_LIMITS.importEntries.toLocaleString('en-US')} entries; split it before importing.`;

/** One <anime> or <manga> element: its child elements' texts by name. */
export interface MalEntry {
  /** Position in the file, from 0: how the preview and the confirm step name an entry. */
  index: number;
  type: MediaType;
  fields: Readonly<Record<string, string>>;
}

export interface MalExport {
  /** myinfo/user_name, when the file names its owner. */
  userName: string | null;
  entries: MalEntry[];
}

const ENTRY_TAGS: Record<string, MediaType> = { anime: 'ANIME', manga: 'MANGA' };
/** Longer texts are cut: MyAnimeList's own comments stop well before this. */
const MAX_FIELD_LENGTH = 10_000;

/** Parses the text of an export; throws a 400 AppError with a message for the member when it is not one. */
export function parseMalXml(xml: string): MalExport {
  const parser = new SaxesParser({ xmlns: false });
  const path: string[] = [];
  const entries: MalEntry[] = [];
  let userName: string | null = null;
  let entry: { type: MediaType; fields: Record<string, string> } | null = null;
  let text = '';
  let failure: Error | null = null;

  const fail = (err: Error) => {
    failure ??= err;
  };
  parser.on('error', (err) => fail(err));
  parser.on('doctype', () => fail(badInput(NOT_A_MAL_EXPORT)));
  parser.on('opentag', (tag) => {
    path.push(tag.name);
    text = '';
    if (path.length === 1 && tag.name !== 'myanimelist') fail(badInput(NOT_A_MAL_EXPORT));
    if (path.length === 2 && tag.name in ENTRY_TAGS) {
      if (entries.length >= LIST_LIMITS.importEntries) fail(badInput(TOO_MANY_ENTRIES));
      entry = { type: ENTRY_TAGS[tag.name]!, fields: {} };
    }
  });
  const addText = (t: string) => {
    if (text.length < MAX_FIELD_LENGTH) text += t.slice(0, MAX_FIELD_LENGTH - text.length);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', (tag) => {
    if (path.length === 3 && entry) entry.fields[tag.name] = text.trim();
    if (path.length === 3 && path[1] === 'myinfo' && tag.name === 'user_name') userName = text.trim() || null;
    if (path.length === 2 && entry) {
      entries.push({ index: entries.length, ...entry });
      entry = null;
    }
    path.pop();
    text = '';
  });

  // The parser reports problems through its handler; past the first one, the rest of the file is not read.
  const CHUNK = 64 * 1024;
  for (let at = 0; at < xml.length && !failure; at += CHUNK) parser.write(xml.slice(at, at + CHUNK));
  if (!failure) parser.close();
  // Set by the handlers above, which TypeScript's narrowing does not see.
  const failed = failure as Error | null;
  if (failed) throw failed instanceof AppError ? failed : badInput(NOT_A_MAL_EXPORT);
  if (entries.length === 0 && userName === null) throw badInput(NOT_A_MAL_EXPORT);
  return { userName, entries };
}
