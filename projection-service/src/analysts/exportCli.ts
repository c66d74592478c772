// npm run export -- --out <file> [--format ndjson|csv|parquet] [--from <date>] [--to <date>] [--types T1,T2]
//   [--streams prefix1,prefix2] [--batch-size N] [--include-private]
// Writes a slice of the event log (position, stream, type, version, occurredAt, data) for analysis. --from and --to
// take a date (the whole UTC day is included) or an ISO timestamp, and bound occurredAt; --types keeps those event
// types; --streams keeps streams whose name starts with one of the prefixes ("medialist-", "review-"). The format
// defaults to the --out file's extension. Progress (events, events/s, ETA) goes to stderr. The export is the public
// view of the log (publicView.ts); --include-private keeps private words and moderator-only events. docs/analysts.md.
import { parseArgs } from 'node:util';
import { extname } from 'node:path';
import { countEventsUpTo } from '../framework/count.ts';
import { progressBar, type Progress } from '../rebuild/progress.ts';
import { openRuntime } from '../runtime.ts';
import { checkTypes, exportLog, parseBound, type ExportFilter } from './exportLog.ts';
import { EXPORT_FORMATS, type ExportFormat } from './formats.ts';

const USAGE =
  'Usage: npm run export -- --out <file> [--format ndjson|csv|parquet] [--from <date>] [--to <date>] [--types T1,T2] [--streams prefix1,prefix2] [--include-private]';
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    format: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    types: { type: 'string' },
    streams: { type: 'string' },
    'batch-size': { type: 'string' },
    'include-private': { type: 'boolean' },
  },
});
const list = (s: string | undefined) =>
  s
    ?.split(',')
    .map((x) => x.trim())
    .filter(Boolean);
let filter: ExportFilter;
let format: ExportFormat;
try {
  if (!values.out) throw new Error('--out is required');
  format = (values.format ?? extname(values.out).slice(1)) as ExportFormat;
  if (!EXPORT_FORMATS.includes(format)) throw new Error(`--format must be one of ${EXPORT_FORMATS.join(', ')}`);
  const types = list(values.types);
  if (types) checkTypes(types);
  const streams = list(values.streams);
  filter = {
    ...(values.from ? { from: parseBound(values.from, false) } : {}),
    ...(values.to ? { to: parseBound(values.to, true) } : {}),
    ...(types ? { types } : {}),
    ...(streams ? { streams } : {}),
    ...(values['include-private'] ? { includePrivate: true } : {}),
  };
} catch (err) {
  console.error((err as Error).message);
  console.error(USAGE);
  process.exit(2);
}
const runtime = await openRuntime(4);
let bar: Progress | null = null;
try {
  const total = await countEventsUpTo(runtime.store, await runtime.store.headPosition(), filter.types);
  bar = progressBar(`export ${format}`, total);
  const started = Date.now();
  const result = await exportLog({
    store: runtime.store,
    filter,
    format,
    out: values.out!,
    ...(values['batch-size'] ? { batchSize: Number(values['batch-size']) } : {}),
    onProgress: (scanned) => bar?.update(scanned),
  });
  bar.stop();
  const seconds = Math.max((Date.now() - started) / 1000, 0.001);
  console.error(
    `export: ${result.written} of ${result.scanned} events scanned written to ${values.out} in ${seconds.toFixed(1)} s (${Math.round(result.scanned / seconds)} events/s)`,
  );
} catch (err) {
  bar?.stop();
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await runtime.close();
}
