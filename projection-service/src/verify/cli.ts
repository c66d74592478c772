// npm run verify -- <projection>|--all [--batch-size N]: exit 1 when a read model differs from a replay.
import { numberOption, openRuntime, selectProjections } from '../runtime.ts';
import { verifyAll } from './verifyAll.ts';

const args = process.argv.slice(2);
const runtime = await openRuntime();
try {
  const batchSize = numberOption(args, '--batch-size');
  const options = { store: runtime.store, pool: runtime.pool, ...(batchSize ? { batchSize } : {}) };
  const ok = await verifyAll(selectProjections(args), options, (line) => console.log(line));
  process.exitCode = ok ? 0 : 1;
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await runtime.close();
}
