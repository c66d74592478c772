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

/**
 * Reads an export piece by piece as it is unpacked (importFile.ts), so no piece holds the event loop for long and
 * a file past the entry limit is refused at its 10,001st entry, before the rest is unpacked. `write` and `close`
 * throw a 400 AppError with a message for the member when the text is not an export.
 */
export class MalXmlReader {
  private readonly parser = new SaxesParser({ xmlns: false });
  private readonly path: string[] = [];
  private readonly entries: MalEntry[] = [];
  private userName: string | null = null;
  private entry: { type: MediaType; fields: Record<string, string> } | null = null;
  private text = '';
  private failure: Error | null = null;

  constructor() {
    const { parser, path } = this;
    parser.on('error', (err) => this.fail(err));
    parser.on('doctype', () => this.fail(badInput(NOT_A_MAL_EXPORT)));
    parser.on('opentag', (tag) => {
      path.push(tag.name);
      this.text = '';
      if (path.length === 1 && tag.name !== 'myanimelist') this.fail(badInput(NOT_A_MAL_EXPORT));
      if (path.length === 2 && tag.name in ENTRY_TAGS) {
        if (this.entries.length >= LIST_LIMITS.importEntries) this.fail(badInput(TOO_MANY_ENTRIES));
        this.entry = { type: ENTRY_TAGS[tag.name]!, fields: {} };
      }
    });
    const addText = (t: string) => {
      if (this.text.length < MAX_FIELD_LENGTH) this.text += t.slice(0, MAX_FIELD_LENGTH - this.text.length);
    };
    parser.on('text', addText);
    parser.on('cdata', addText);
    parser.on('closetag', (tag) => {
      const { entry } = this;
      if (path.length === 3 && entry) entry.fields[tag.name] = this.text.trim();
      if (path.length === 3 && path[1] === 'myinfo' && tag.name === 'user_name') this.userName = this.text.trim() || null;
      if (path.length === 2 && entry) {
        this.entries.push({ index: this.entries.length, ...entry });
        this.entry = null;
      }
      path.pop();
      this.text = '';
    });
  }

  private fail(err: Error): void {
    this.failure ??= err;
  }

  // The parser reports problems through its handler; past the first one, nothing more is read.
  private check(): void {
    if (this.failure) throw this.failure instanceof AppError ? this.failure : badInput(NOT_A_MAL_EXPORT);
  }

  /** The next piece of the text. saxes handles a tag or a character reference split across pieces. */
  write(piece: string): void {
    this.check();
    this.parser.write(piece);
    this.check();
  }

  /** The end of the text: the export read. */
  close(): MalExport {
    this.check();
    this.parser.close();
    this.check();
    if (this.entries.length === 0 && this.userName === null) throw badInput(NOT_A_MAL_EXPORT);
    return { userName: this.userName, entries: this.entries };
  }
}

/** The whole text of an export at once (small files and tests; uploads are read piece by piece). */
export function parseMalXml(xml: string): MalExport {
  const reader = new MalXmlReader();
  const CHUNK = 64 * 1024;
  for (let at = 0; at < xml.length; at += CHUNK) reader.write(xml.slice(at, at + CHUNK));
  return reader.close();
}
