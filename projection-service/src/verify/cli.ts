// npm run verify -- <projection>|--all [--batch-size N]: exit 1 when a read model differs from a replay.
import { numberOption, openRuntime, selectProjections } from '../runtime.ts';
import { verify } from './verify.ts';

const args = process.argv.slice(2);
const runtime = await openRuntime();
try {
  const batchSize = numberOption(args, '--batch-size');
  let failed = false;
  for (const projection of selectProjections(args)) {
    // A read model recomputed from others (rankings) is not a replay of the log: nothing to compare.
    if (projection.handles.length === 0) {
      console.log(`${projection.name}: skipped, recomputed from other read models rather than replayed`);
      continue;
    }
    const result = await verify(projection, { store: runtime.store, pool: runtime.pool, ...(batchSize ? { batchSize } : {}) });
    if (result.problem) {
      failed = true;
      console.log(`${projection.name}: cannot verify: ${result.problem}`);
      continue;
    }
    if (result.ok) {
      console.log(`${projection.name}: OK, identical to a replay at ${result.checkpoint}`);
      continue;
    }
    failed = true;
    console.log(`${projection.name}: DIFFERS from a replay at ${result.checkpoint}`);
    for (const diff of result.diffs) {
      console.log(`  ${diff.table}: ${diff.liveOnlyCount} row(s) only in live, ${diff.replayOnlyCount} only in the replay`);
      for (const row of diff.liveOnly) console.log(`    - live   ${JSON.stringify(row)}`);
      for (const row of diff.replayOnly) console.log(`    + replay ${JSON.stringify(row)}`);
    }
  }
  process.exitCode = failed ? 1 : 0;
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await runtime.close();
}
