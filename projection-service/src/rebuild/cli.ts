// npm run rebuild -- <projection>|--all [--batch-size N]
import { formatPosition } from '@tsuzuki/event-store';
import { countEventsUpTo } from '../framework/count.ts';
import { numberOption, openRuntime, selectProjections } from '../runtime.ts';
import { progressBar } from './progress.ts';
import { rebuildMany } from './rebuild.ts';

const args = process.argv.slice(2);
const runtime = await openRuntime();
try {
  const batchSize = numberOption(args, '--batch-size');
  const selected = selectProjections(args);
  const types = [...new Set(selected.flatMap((p) => p.handles))];
  const total = await countEventsUpTo(runtime.store, await runtime.store.headPosition(), types);
  const bar = progressBar(`rebuild ${selected.map((p) => p.name).join(', ')}`, total);
  const started = Date.now();
  const results = await rebuildMany(selected, {
    store: runtime.store,
    pool: runtime.pool,
    ...(batchSize ? { batchSize } : {}),
    onProgress: (n) => bar.update(n),
  }).finally(() => bar.stop());
  const seconds = Math.max((Date.now() - started) / 1000, 0.001);
  for (const r of results) {
    console.log(`rm_${r.projection} rebuilt: ${r.events} events, checkpoint ${r.checkpoint ? formatPosition(r.checkpoint) : '-'}`);
  }
  const read = Math.max(...results.map((r) => r.events));
  console.log(
    `${read} events read once for ${results.length} projection(s) in ${seconds.toFixed(1)} s (${Math.round(read / seconds)} events/s)`,
  );
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await runtime.close();
}
