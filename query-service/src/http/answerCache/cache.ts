import { LRUCache } from 'lru-cache';
import { encodeAnswer, type AnswerEncoding } from '../answerCompression.ts';
import type { AnswerCacheOptions } from './config.ts';
import type { LogPosition } from '@tsuzuki/event-store';
import type { GenerationCounters, Generations } from './generations.ts';
import { InFlight } from './inflight.ts';
import type { AnswerRecord, ReplayedEffect } from './record.ts';

/** An answer as it went out: the body byte for byte, its status and the headers graphql-http gave it. */
export interface Answer {
  body: string;
  status: number;
  headers: Record<string, string>;
}

/** A kept answer as it is served: what a hit repeats, and the body's length in bytes (measured once, when kept). */
export interface Kept extends Answer {
  effects: readonly ReplayedEffect[];
  bytes: number;
}

interface Entry extends Kept {
  /** The LISTEN connection and the counters of the read models it read, as they stood before it was executed. */
  connection: number;
  projections: readonly number[];
  generations: readonly number[];
  /** The newest checkpoint read from each of their tables before it was executed (Generations.reads). */
  reads: readonly (LogPosition | null)[];
  /** When an answer that read the clock stops being served (options.now's milliseconds); null: the log decides. */
  expiresAt: number | null;
  /** The body compressed, per encoding, from its first serving in it (counted against the bound with the body). */
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
}

/** What the key of an answer is made of: everything of the request that can change it. */
export interface AnswerKey {
  schema: string;
  /** '' for a guest; a member's identity (viewerKey): one member's answer is never another's. */
  viewer: string;
  /** graphql-http picks the answer's content type (and the status of some errors) by it. */
  accept: string;
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/**
 * Answers kept in memory (guests' and, keyed by the viewer, members'), each for as long as the read models it read
 * have not moved (generations.ts), and an answer that read the clock for clockTtlMs at most. Bounded in bytes (LRU
 * over the bodies, their compressed copies and the keys).
 */
export class AnswerCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly now: () => number;
  /** Executions under way, which a request for the same answer waits for rather than executing it again. */
  readonly inFlight = new InFlight();
  /** How answers came since the process started (GET /health): served from memory, after waiting, or executed. */
  readonly counts = { served: 0, servedAfterWaiting: 0, executed: 0, kept: 0, bypassed: 0 };

  constructor(
    readonly generations: GenerationCounters,
    private readonly options: AnswerCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry, key) =>
        Math.max(1, entry.bytes + key.length + Object.values(entry.encoded).reduce((n, b) => n + b.length, 0)),
    });
  }

  keyOf(k: AnswerKey): string {
    return `${k.schema}\n${k.viewer}\n${k.accept}\n${k.operationName ?? ''}\n${canonicalJson(k.variables ?? {})}\n${k.query}`;
  }

  /** The kept answer, if it is still the one the read models would give now. */
  get(key: string): Kept | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const expired = entry.expiresAt !== null && this.now() >= entry.expiresAt;
    if (expired || !this.generations.unchangedSince(entry.connection, entry.projections, entry.generations, entry.reads)) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  /** Keeps a successful answer executed after `before` was taken, unless its record or size says not to. */
  set(key: string, before: Generations, record: AnswerRecord, answer: Answer): boolean {
    const bytes = Buffer.byteLength(answer.body);
    if (record.refused || answer.status !== 200 || bytes > this.options.entryBytes) return false;
    // The clock's lifetime if it read the time, the moment it named if it named one (the next episode's airing).
    const lifetimes = [record.clock ? this.options.clockTtlMs : null, record.remainingMs()].filter((ms) => ms !== null);
    if (lifetimes.some((ms) => ms <= 0)) return false;
    const projections = [...record.projections];
    this.entries.set(key, {
      ...answer,
      connection: before.connection,
      projections,
      generations: projections.map((p) => before.counts[p]!),
      reads: projections.map((p) => before.reads[p] ?? null),
      expiresAt: lifetimes.length ? this.now() + Math.min(...lifetimes) : null,
      effects: record.effects,
      bytes,
      encoded: {},
    });
    this.counts.kept++;
    return true;
  }

  /**
   * A served answer's body in `encoding`: compressed once, on its first serving in it, and kept with the answer, so
   * that a hit costs no compression (a 2,000-entry list is 450 KB of JSON: gzip alone took most of a hit's CPU).
   */
  encodedBody(key: string, answer: Answer, encoding: AnswerEncoding): Buffer {
    const entry = answer as Entry;
    let bytes = entry.encoded[encoding];
    if (!bytes) {
      bytes = encodeAnswer(entry.body, encoding);
      entry.encoded[encoding] = bytes;
      // Set again, the entry is measured again with its new copy (unless it was dropped meanwhile). lru-cache measures
      // only a new value, not the same object set again: a shallow copy, sharing the copies.
      if (this.entries.peek(key) === entry) this.entries.set(key, { ...entry });
    }
    return bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** What GET /health says of the cache. */
  figures() {
    return { ...this.counts, entries: this.entries.size, bytes: this.entries.calculatedSize, executing: this.inFlight.size };
  }

  /** What the kept answers and their compressed copies add up to, against maxBytes. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}

/** JSON with object keys sorted: the same variables in any order make the same key. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
