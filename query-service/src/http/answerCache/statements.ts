import { PROJECTIONS, projectionSchema } from '@tsuzuki/events';
import { LRUCache } from 'lru-cache';

/** What one SQL text reads, as far as the answer cache needs to know. */
export interface StatementReads {
  /** Indexes into PROJECTIONS of the read-model schemas the text names. */
  projections: readonly number[];
  /** The text asks PostgreSQL for the time: its answer changes without any event. */
  clock: boolean;
  /** The text reads something that is no read model the cache can follow: answers built on it are not kept. */
  unknown: boolean;
}

const INDEX_OF_SCHEMA = new Map<string, number>(PROJECTIONS.map((name, i) => [projectionSchema(name), i]));
// Every read-model table is written schema-qualified (db/sql.ts T, projectionSchema(name)): the schema names are in
// the text, and each read model owns exactly one schema.
const SCHEMA_REF = /\b(rm_[a-z0-9_]+)\s*\./gi;
// `now(`: no word boundary after the parenthesis.
const CLOCK =
  /\b(?:now\s*\(|(?:current_date|current_time|current_timestamp|localtime|localtimestamp|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday)\b)/i;
// A statement that names no read model but reads some table (unqualified, another service's) cannot be followed.
const READS_A_TABLE = /\b(from|join)\b/i;

// Parsed once per text: the server asks a few hundred texts over and over (db/queryable.ts names them the same way);
// filters build many more, so the texts kept are bounded by their length too.
const known = new LRUCache<string, StatementReads>({
  max: 2000,
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (_r, text) => Math.max(1, text.length),
});

export function readsOf(text: string): StatementReads {
  let reads = known.get(text);
  if (reads) return reads;
  const projections = new Set<number>();
  let unknown = false;
  for (const [, schema] of text.matchAll(SCHEMA_REF)) {
    const index = INDEX_OF_SCHEMA.get(schema!.toLowerCase());
    if (index === undefined) unknown = true;
    else projections.add(index);
  }
  if (projections.size === 0 && READS_A_TABLE.test(text)) unknown = true;
  reads = { projections: [...projections], clock: CLOCK.test(text), unknown };
  known.set(text, reads);
  return reads;
}
