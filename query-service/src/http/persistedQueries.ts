import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where relay-compiler writes the site's documents (client/relay.config.json, persistConfig). */
export const GENERATED_PERSISTED_QUERIES = fileURLToPath(
  new URL('../../../client/src/__generated__/persisted-queries.json', import.meta.url),
);
/** The copy the client build puts beside its assets (client/vite.config.ts): the documents of the client served. */
export const PERSISTED_QUERIES_FILE = 'persisted-queries.json';

/**
 * The site's own documents by id (SHA-256 of the text), as relay-compiler persisted them: the client sends
 * `documentId` instead of the text. The first readable file wins: the built client's copy, then the compiler's
 * output (the dev server). An unknown id re-reads a file that changed since (relay-compiler in watch mode).
 */
export class PersistedQueries {
  private texts = new Map<string, string>();
  private loadedFrom: { file: string; mtimeMs: number } | null = null;

  constructor(private readonly files: readonly string[]) {
    this.load();
  }

  text(id: string): string | undefined {
    const known = this.texts.get(id);
    if (known !== undefined || !this.changed()) return known;
    this.load();
    return this.texts.get(id);
  }

  get size(): number {
    return this.texts.size;
  }

  private changed(): boolean {
    const current = this.firstReadable();
    return current?.file !== this.loadedFrom?.file || current?.mtimeMs !== this.loadedFrom?.mtimeMs;
  }

  private firstReadable(): { file: string; mtimeMs: number } | null {
    for (const file of this.files) {
      try {
        return { file, mtimeMs: statSync(file).mtimeMs };
      } catch {
        // Not built (or not compiled) here: try the next place.
      }
    }
    return null;
  }

  private load(): void {
    const found = this.firstReadable();
    this.loadedFrom = found;
    if (!found) return;
    try {
      const map = JSON.parse(readFileSync(found.file, 'utf8')) as Record<string, unknown>;
      this.texts = new Map(Object.entries(map).filter((e): e is [string, string] => typeof e[1] === 'string'));
    } catch {
      // Half-written by the compiler: the next unknown id reads it again.
      this.loadedFrom = null;
    }
  }
}
