// npm run stats -- [--as-of <yyyy-mm-dd | ISO timestamp>] [--media <id>[,<id>...]] [--out <file>] [--batch-size N]
// Replays the event log up to the instant (events' occurredAt; log order breaks ties) into a scratch schema and
// prints the site statistics as they stood then, as JSON (or writes them to --out); with --media, those media's
// figures instead (their stats tab: distributions, popularity, favourites, scores; the mediastats read model). A date
// means the end of that UTC day; no --as-of means now. The progress bar (events, events/s, ETA) goes to stderr.
// ADR 23, docs/analysts.md.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { countEventsUpTo } from '../framework/count.ts';
import { mediastats } from '../projections/mediastats/index.ts';
import { sitestats } from '../projections/sitestats/index.ts';
import { progressBar, type Progress } from '../rebuild/progress.ts';
import { openRuntime } from '../runtime.ts';
import { mediaStatisticsAsOf, parseAsOf, statisticsAsOf } from './asOf.ts';

/** Below this many events to scan a bar would only flash. */
const QUIET_BELOW = 20_000;

const { values } = parseArgs({
  options: {
    'as-of': { type: 'string' },
    media: { type: 'string', multiple: true },
    out: { type: 'string' },
    'batch-size': { type: 'string' },
  },
});
let asOf: Date;
let mediaIds: number[];
try {
  asOf = values['as-of'] ? parseAsOf(values['as-of']) : new Date();
  mediaIds = (values.media ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => {
      if (!/^\s*[1-9]\d{0,9}\s*$/.test(v)) throw new Error(`Not a media id: ${v}`);
      return Number(v);
    });
} catch (err) {
  console.error((err as Error).message);
  console.error('Usage: npm run stats -- [--as-of <yyyy-mm-dd | ISO timestamp>] [--media <id>[,<id>...]] [--out <file>] [--batch-size N]');
  process.exit(2);
}
const projection = mediaIds.length > 0 ? mediastats : sitestats;
const runtime = await openRuntime(4);
let bar: Progress | null = null;
try {
  const total = await countEventsUpTo(runtime.store, await runtime.store.headPosition(), projection.handles);
  if (total === null || total >= QUIET_BELOW) bar = progressBar(`stats as of ${asOf.toISOString()}`, total);
  const started = Date.now();
  const options = {
    store: runtime.store,
    pool: runtime.pool,
    asOf,
    ...(values['batch-size'] ? { batchSize: Number(values['batch-size']) } : {}),
    onProgress: (n: number) => bar?.update(n),
  };
  const { figures, scanned, applied, checksum } =
    mediaIds.length > 0
      ? await mediaStatisticsAsOf({ ...options, mediaIds }).then(({ day, media, ...r }) => ({
          ...r,
          figures: { asOf: asOf.toISOString(), day, media },
        }))
      : await statisticsAsOf(options).then(({ statistics, ...r }) => ({ ...r, figures: statistics }));
  bar?.stop();
  const json = JSON.stringify({ ...figures, events: { scanned, applied }, checksum }, null, 2);
  if (values.out) {
    await writeFile(values.out, `${json}\n`);
    const seconds = (Date.now() - started) / 1000;
    console.error(
      `stats: ${applied} of ${scanned} events up to ${asOf.toISOString()} in ${seconds.toFixed(1)} s; written to ${values.out} (checksum ${checksum.slice(0, 16)})`,
    );
  } else {
    process.stdout.write(`${json}\n`);
  }
} catch (err) {
  bar?.stop();
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await runtime.close();
}
