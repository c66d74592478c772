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

export interface FloorRun {
  /** Requests of the floor; each query is run at most this many times too. */
  requests: number;
  concurrency: number;
  /** At most this many requests of a query under `concurrency` clients (one client: 100). */
  loadedCap: number;
  /**
   * Where the queries count how their answers came (siteGql.ts): emptied before each figure and printed with it as
   * `answer_cache`, so a figure says how much of it the answer cache served.
   */
  tally?: Record<string, number>;
  /** More to print with each loaded figure (what went on meanwhile). */
  extra?: () => Record<string, unknown>;
}

/**
 * Warms up, then runs each query with one client and with `concurrency` clients beside the `floor` query (the
 * cheapest answer the server gives, run first): one figure each, the loaded ones as a ratio to the floor.
 */
export async function measureBesideFloor(
  prefix: string,
  queries: { floor: (i: number) => Promise<unknown> } & Record<string, (i: number) => Promise<unknown>>,
  run: FloorRun,
): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.all(Object.values(queries).map((q) => q(i)));
  let floor = 0;
  for (const [name, query] of Object.entries(queries)) {
    for (const clients of [1, run.concurrency]) {
      const total = name === 'floor' ? run.requests : Math.min(run.requests, clients === 1 ? 100 : run.loadedCap);
      if (run.tally) for (const how of Object.keys(run.tally)) delete run.tally[how];
      const t = performance.now();
      const latencies = await load(total, clients, async (i) => void (await query(i)));
      const perSecond = Math.round((total / ((performance.now() - t) / 1000)) * 100) / 100;
      if (name === 'floor' && clients === run.concurrency) floor = perSecond;
      const loaded = name !== 'floor' && clients === run.concurrency;
      report(`${prefix}.${name}`, {
        requests: total,
        concurrency: clients,
        requests_per_s: perSecond,
        latency: summarise(latencies),
        ...(run.tally ? { answer_cache: { ...run.tally } } : {}),
        ...(loaded ? { ...run.extra?.(), floor_requests_per_s: floor, ratio: Math.round((perSecond / floor) * 1000) / 1000 } : {}),
      });
    }
  }
}
