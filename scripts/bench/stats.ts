export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function summarise(samplesMs: number[]) {
  const s = [...samplesMs].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { n: s.length, p50_ms: round(percentile(s, 50)), p99_ms: round(percentile(s, 99)), max_ms: round(s[s.length - 1] ?? NaN) };
}

/** One JSON line per figure, as `npm run bench` promises. */
export function report(figure: string, values: Record<string, unknown>) {
  console.log(JSON.stringify({ figure, ...values }));
}

/** Runs `task` `total` times with `concurrency` in flight; returns per-call latencies in ms. */
export async function load(total: number, concurrency: number, task: (i: number) => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        await task(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return latencies;
}
