import type { Projection } from '../framework/projection.ts';
import { verify, type VerifyOptions } from './verify.ts';

/**
 * Verifies each read model in turn, writing what it finds line by line (npm run verify prints these lines; the
 * random-world test shows them when it fails). True when every one is identical to a replay.
 */
export async function verifyAll(
  projections: readonly Projection[],
  options: Omit<VerifyOptions, 'onProgress'>,
  write: (line: string) => void,
): Promise<boolean> {
  let failed = false;
  for (const projection of projections) {
    // A read model recomputed from others (rankings) is not a replay of the log: nothing to compare.
    if (projection.handles.length === 0) {
      write(`${projection.name}: skipped, recomputed from other read models rather than replayed`);
      continue;
    }
    const result = await verify(projection, options);
    if (result.problem) {
      failed = true;
      write(`${projection.name}: cannot verify: ${result.problem}`);
      continue;
    }
    if (result.ok) {
      write(`${projection.name}: OK, identical to a replay at ${result.checkpoint}`);
      continue;
    }
    failed = true;
    write(`${projection.name}: DIFFERS from a replay at ${result.checkpoint}`);
    for (const diff of result.diffs) {
      write(`  ${diff.table}: ${diff.liveOnlyCount} row(s) only in live, ${diff.replayOnlyCount} only in the replay`);
      for (const row of diff.liveOnly) write(`    - live   ${JSON.stringify(row)}`);
      for (const row of diff.replayOnly) write(`    + replay ${JSON.stringify(row)}`);
    }
  }
  return !failed;
}
