import { eventCatalogue } from '@tsuzuki/events';
import { comparePositions, LOG_START, type EventStore, type LogPosition } from '@tsuzuki/event-store';
import { openSink, type ExportFormat, type ExportRow } from './formats.ts';
import { PRIVACY_TYPES, PublicView } from './publicView.ts';

// A slice of the event log for analysis: every event in log order whose occurredAt lies in [from, to], whose type is
// one of `types` and whose stream starts with one of `streams`, as (position, stream, type, version, occurredAt,
// data). Events come through the store's readAll, so the data is in its type's current shape (older versions
// upcast) and `version` is that shape's version. The log holds no e-mail addresses or password hashes (those live in
// the command-service's own tables), so neither does an export; by default an export is also the public view of the
// log (publicView.ts: no private words, nothing only moderators read).

export interface ExportFilter {
  from?: Date;
  to?: Date;
  types?: readonly string[];
  /** Stream name prefixes ("medialist-", "review-"). */
  streams?: readonly string[];
  /** Keep what only some people may read (private messages, reports, mod notes...): for operators, not analysts. */
  includePrivate?: boolean;
}

export interface ExportOptions {
  store: EventStore;
  filter: ExportFilter;
  format: ExportFormat;
  out: string;
  batchSize?: number;
  /** Log events scanned so far (of the types asked for). */
  onProgress?: (scanned: number, written: number) => void;
}

export const EXPORT_BATCH_SIZE = 5000;

/** A --from or --to bound: a date is the start (from) or the end (to) of that UTC day; anything else an ISO instant. */
export function parseBound(text: string, end: boolean): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const ms = day ? Date.parse(`${text}T00:00:00.000Z`) + (end ? 86_400_000 - 1 : 0) : Date.parse(text);
  if (Number.isNaN(ms)) throw new Error(`Not a date or an ISO timestamp: ${text}`);
  return new Date(ms);
}

export function checkTypes(types: readonly string[]): void {
  const unknown = types.filter((t) => !(t in eventCatalogue));
  if (unknown.length > 0) throw new Error(`Unknown event type(s): ${unknown.join(', ')}`);
}

/** The slice's rows page by page, as they pass the filter. */
export async function* logSlice(
  store: EventStore,
  filter: ExportFilter,
  batchSize = EXPORT_BATCH_SIZE,
  onScanned?: (scanned: number) => void,
): AsyncGenerator<ExportRow[]> {
  if (filter.types) checkTypes(filter.types);
  const from = filter.from?.getTime() ?? -Infinity;
  const to = filter.to?.getTime() ?? Infinity;
  const prefixes = filter.streams?.filter((s) => s.length > 0) ?? [];
  const view = filter.includePrivate ? null : new PublicView();
  const wanted = filter.types ? new Set(filter.types) : null;
  // The public view follows what makes things private, whichever types are asked for.
  const readTypes = filter.types && view ? [...new Set([...filter.types, ...PRIVACY_TYPES])] : filter.types;
  const head = await store.headPosition();
  let after: LogPosition = LOG_START;
  let scanned = 0;
  for (let more = comparePositions(head, LOG_START) > 0; more;) {
    const page = await store.readAll(after, batchSize, readTypes ? { types: readTypes } : {});
    const inLog = page.events.filter((e) => comparePositions(e.logPosition, head) <= 0);
    more = page.more && inLog.length === page.events.length;
    if (comparePositions(page.position, after) <= 0) break;
    after = page.position;
    const rows: ExportRow[] = [];
    for (const e of inLog) {
      const data = view ? view.show(e.type, e.data) : e.data;
      if (wanted && !wanted.has(e.type)) continue;
      scanned++;
      if (data === null) continue;
      const at = Date.parse(e.metadata.occurredAt);
      if (at < from || at > to) continue;
      if (prefixes.length > 0 && !prefixes.some((p) => e.stream.startsWith(p))) continue;
      rows.push({
        position: e.logPosition.position,
        stream: e.stream,
        type: e.type,
        version: eventCatalogue[e.type].version,
        occurredAt: new Date(at),
        data,
      });
    }
    onScanned?.(scanned);
    if (rows.length > 0) yield rows;
  }
}

export async function exportLog(options: ExportOptions): Promise<{ scanned: number; written: number }> {
  const sink = await openSink(options.format, options.out);
  let scanned = 0;
  let written = 0;
  try {
    const scannedSoFar = (n: number) => {
      scanned = n;
      options.onProgress?.(scanned, written);
    };
    for await (const rows of logSlice(options.store, options.filter, options.batchSize, scannedSoFar)) {
      await sink.write(rows);
      written += rows.length;
    }
    await sink.close();
  } catch (err) {
    await sink.abort();
    throw err;
  }
  options.onProgress?.(scanned, written);
  return { scanned, written };
}
