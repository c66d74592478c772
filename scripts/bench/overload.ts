// `npm run bench -- --only overload [--overload-factor 10] [--overload-seconds 3]`: the media page query offered at
// --overload-factor times the capacity measured in the same run (requests sent at a fixed rate, whatever the answers
// do, as visitors arrive): behind HAProxy with the deployed config's shedding (ADR 58) and the gate, with the
// admission gate at its defaults alone, and without either (ADR 44). Printed beside
// the `{ __typename }` floor at normal load: the p50/p99 of the answered requests, the share answered 503, and what
// the gate's /health figures say.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { gunzipSync } from 'node:zlib';
import { DEFAULT_ADMISSION } from '@tsuzuki/query-service/http/admission';
import { haproxyConfig, startHaproxy, type RunningHaproxy } from '../lib/haproxy.ts';
import { freePort } from '../lib/ports.ts';
import type { Stack } from '../lib/stack.ts';
import { MEDIA_PAGE_QUERY } from './graphql.ts';
import { load, report, summarise } from './stats.ts';

/**
 * The gate as main.ts sets it when nothing is configured (UNLIMITED, the other stacks' settings, queues instead), or
 * as the bench's own environment sets it (`ADMISSION_CONCURRENCY=64 npm run bench -- --only overload`).
 */
const GATE_ON = {
  ADMISSION_CONCURRENCY: process.env.ADMISSION_CONCURRENCY ?? String(DEFAULT_ADMISSION.concurrency),
  ADMISSION_QUEUE: process.env.ADMISSION_QUEUE ?? String(DEFAULT_ADMISSION.queue),
  ADMISSION_QUEUE_WAIT_MS: process.env.ADMISSION_QUEUE_WAIT_MS ?? String(DEFAULT_ADMISSION.queueWaitMs),
  ADMISSION_LOOP_DELAY_MS: process.env.ADMISSION_LOOP_DELAY_MS ?? String(DEFAULT_ADMISSION.loopDelayMs),
};
const GATE_OFF = { ADMISSION_CONCURRENCY: '0' };

/** Sends at most this many requests a tick; a tick every TICK_MS. */
const TICK_MS = 10;
const round = (n: number) => Math.round(n * 100) / 100;

interface Outcome {
  status: number;
  ms: number;
}

// node:http rather than fetch(): the generator shares the two cores, and undici's fetch cost it several times the CPU
// per request, so at ten times the capacity the generator, not the site, set the latencies (its loop ran 0.4 s late).
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function post(url: string, query: string, variables: Record<string, unknown>): Promise<Outcome> {
  const t = performance.now();
  const body = Buffer.from(JSON.stringify({ query, variables }));
  return new Promise((resolve) => {
    const failed = () => resolve({ status: 0, ms: performance.now() - t });
    const req = http.request(
      `${url}/graphql`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': String(body.length), 'accept-encoding': 'gzip' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', failed);
        res.on('end', () => {
          let status = res.statusCode ?? 0;
          // A 200 with errors is no answer either. Not parsed: the generator does as little as it can.
          if (status === 200) {
            const raw = Buffer.concat(chunks);
            const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('latin1');
            if (text.includes('"errors"')) status = 500;
          }
          resolve({ status, ms: performance.now() - t });
        });
      },
    );
    req.on('error', failed);
    req.end(body);
  });
}

/** `perSecond` requests a second for `seconds`, sent on a clock (an open loop); resolves once every one is answered. */
async function openLoop(perSecond: number, seconds: number, send: (i: number) => Promise<Outcome>): Promise<Outcome[]> {
  const total = Math.round(perSecond * seconds);
  const pending: Promise<Outcome>[] = [];
  const started = performance.now();
  while (pending.length < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * perSecond));
    while (pending.length < due) pending.push(send(pending.length));
    await new Promise((r) => setTimeout(r, TICK_MS));
  }
  return Promise.all(pending);
}

type Gate = 'on' | 'off' | 'proxy';

/** GET as JSON on a connection of its own (a pooled one may be one the server has just closed after the overload). */
const getJson = (url: string) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>));
        res.on('error', reject);
      })
      .on('error', reject);
  });

/** HAProxy's own line per request (haproxyConfig `logRequests`): what the site did, whatever the generator's delays. */
class BalancerLog {
  lines: string[] = [];
  constructor(stdout: NodeJS.ReadableStream) {
    createInterface({ input: stdout }).on('line', (line) => this.lines.push(line));
  }
  /** The requests logged since the last call: latency in HAProxy of the answered and of the refused, queue waits. */
  take() {
    const rows = this.lines.splice(0).map((l) => l.trim().split(/\s+/).map(Number) as [number, number, number]);
    const of = (status: number) => rows.filter(([s]) => s === status);
    return {
      requests: rows.length,
      answered_ms: summarise(of(200).map(([, , ta]) => ta)),
      refused_503_ms: summarise(of(503).map(([, , ta]) => ta)),
      refused_after_queue_wait: of(503).filter(([, tw]) => tw >= 0).length,
      answered_queue_wait_ms: summarise(of(200).map(([, tw]) => Math.max(tw, 0))),
    };
  }
}

async function measure(
  url: string,
  mediaIds: number[],
  gate: Gate,
  factor: number,
  seconds: number,
  concurrency: number,
  balancerLog?: BalancerLog,
) {
  const floor = () => post(url, '{ __typename }', {});
  const page = (i: number) => post(url, MEDIA_PAGE_QUERY, { id: mediaIds[i % mediaIds.length] });
  for (let i = 0; i < 200; i++) await Promise.all([floor(), page(i)]); // warm-up

  const closed = async (run: (i: number) => Promise<Outcome>, count: number, clients = concurrency) => {
    const t = performance.now();
    const latencies = await load(count, clients, async (i) => {
      const { status } = await run(i);
      if (status !== 200) throw new Error(`answered ${status} at normal load`);
    });
    return { requests_per_s: Math.round(count / ((performance.now() - t) / 1000)), latency: summarise(latencies) };
  };
  const atFloor = await closed(floor, 2000);
  const capacity = await closed(page, 1000);
  // Without the gate, the media page's throughput and latency by clients: where more clients stop adding answers is
  // where the gate's concurrency belongs (ADR 44).
  const byClients: Record<number, unknown> = {};
  if (gate === 'off') for (const clients of [1, 2, 4, 8, 16, 32, 64]) byClients[clients] = await closed(page, 600, clients);

  const offered = Math.round(capacity.requests_per_s * factor);
  const t = performance.now();
  // The generator's own event loop: if it is late, part of each latency is the generator's, not the server's.
  const generatorDelay = monitorEventLoopDelay({ resolution: 10 });
  generatorDelay.enable();
  balancerLog?.take();
  const outcomes = await openLoop(offered, seconds, page);
  const balancerView = balancerLog?.take();
  generatorDelay.disable();
  const drainedSeconds = round((performance.now() - t) / 1000);
  const of = (status: number) => outcomes.filter((o) => o.status === status);
  const answered = of(200);
  const shed = of(503);
  const health = await getJson(`${url}/health`);
  const answeredLatency = summarise(answered.map((o) => o.ms));
  report(`overload.gate_${gate}`, {
    floor: { concurrency, ...atFloor },
    media_page_capacity: { concurrency, ...capacity },
    offered_per_s: offered,
    factor,
    seconds,
    requests: outcomes.length,
    answered_200: answered.length,
    share_503: round(shed.length / outcomes.length),
    other: outcomes.length - answered.length - shed.length,
    answered_latency: answeredLatency,
    shed_latency: summarise(shed.map((o) => o.ms)),
    // Ratios to the floor's latency at normal load, as the other figures are ratios to the floor.
    answered_p50_to_floor_p50: round(answeredLatency.p50_ms / atFloor.latency.p50_ms),
    answered_p99_to_floor_p99: round(answeredLatency.p99_ms / atFloor.latency.p99_ms),
    all_answered_after_s: drainedSeconds,
    generator_loop_delay_ms: { p99: round(generatorDelay.percentile(99) / 1e6 - 10), max: round(generatorDelay.max / 1e6 - 10) },
    admission: health.admission,
    ...(balancerView ? { balancer_view: balancerView } : {}),
    ...(gate === 'off' ? { media_page_by_clients: byClients } : {}),
  });
}

/**
 * Runs the overload once per gate setting, each on a site of its own started by `start` with the given environment
 * (the same database: the data is read, never written). `proxy`: the gate on, behind HAProxy with the deployed
 * config's shedding (ADR 58), one query process behind it, as a deploy with one process would run.
 */
export async function benchOverload(
  start: (env: Record<string, string>) => Promise<Stack>,
  mediaIds: number[],
  options: { factor: number; seconds: number; concurrency: number; gates: readonly Gate[] },
) {
  for (const gate of options.gates) {
    const stack = await start(gate === 'off' ? GATE_OFF : GATE_ON);
    const dir = mkdtempSync(path.join(tmpdir(), 'tsuzuki-overload-'));
    let balancer: RunningHaproxy | undefined;
    let balancerLog: BalancerLog | undefined;
    try {
      let url = stack.url;
      if (gate === 'proxy') {
        const port = await freePort();
        const config = haproxyConfig({
          siteBind: `127.0.0.1:${port}`,
          query: { ports: [Number(new URL(stack.url).port)] },
          logRequests: true,
        });
        url = `http://127.0.0.1:${port}`;
        balancer = await startHaproxy(config, dir, `${url}/health`, 'pipe');
        balancerLog = new BalancerLog(balancer.child.stdout!);
      }
      await measure(url, mediaIds, gate, options.factor, options.seconds, options.concurrency, balancerLog);
    } finally {
      await balancer?.stop();
      await stack.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
