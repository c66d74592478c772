import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestRedisPrefix } from '@tsuzuki/event-store/testing';
import { freePort } from './ports.ts';
import { tsx } from './run.ts';
import { startStack, type ServiceName, type Stack } from './stack.ts';
import { UNLIMITED } from './testStack.ts';

// Tried as an operator would: members keep saving while the projection-service and the command-service are
// killed with SIGKILL at random moments and started again. Clients retry a failed mutation with the same
// Idempotency-Key, as the site's own client does.

const CLIENTS = 4;
const KILLS: ServiceName[] = ['projection', 'command', 'projection', 'command', 'projection', 'command'];

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let stack: Stack;
const redis = createTestRedisPrefix('faults');

beforeAll(async () => {
  db = await createTestDatabase('faults');
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  stack = await startStack({
    databaseUrl: db.url,
    redisUrl: redis.redisUrl,
    redisPrefix: redis.prefix,
    output: 'quiet',
    port: await freePort(),
    commandPort: await freePort(),
    projectionPort: await freePort(),
    // Short enough that a mutation caught by a dead projection-service gives up and is retried in the test's time.
    extraEnv: { RYW_TIMEOUT_MS: '3000', LOG_LEVEL: 'warn', ...UNLIMITED },
  });
});
afterAll(async () => {
  await stack?.stop();
  await pool?.end();
  await db?.drop();
  await redis.cleanup();
});

/** AddStudio as the system; resolves with the new studio id once the read models show it, or throws. */
async function addStudio(name: string, key: string): Promise<number> {
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      schema: 'internal',
      'x-internal-token': stack.env.INTERNAL_TOKEN!,
      'idempotency-key': key,
    },
    body: JSON.stringify({ query: 'mutation ($name: String!) { AddStudio(name: $name) { id name } }', variables: { name } }),
  });
  const body = (await res.json()) as { data?: { AddStudio: { id: number; name: string } | null }; errors?: { message: string }[] };
  if (body.errors?.length || !body.data?.AddStudio) throw new Error(`${res.status} ${JSON.stringify(body.errors)}`);
  if (body.data.AddStudio.name !== name) throw new Error(`read-your-writes broken for ${name}`);
  return body.data.AddStudio.id;
}

async function projectionHealth(): Promise<{ caughtUp: boolean }[]> {
  try {
    const health = (await (
      await fetch(`http://127.0.0.1:${stack.env.PROJECTION_PORT}/health`, {
        headers: { 'x-internal-token': stack.env.INTERNAL_TOKEN! },
      })
    ).json()) as {
      projections?: Record<string, { caughtUp: boolean }>;
    };
    return Object.values(health.projections ?? {});
  } catch {
    return [];
  }
}

describe('faults under load', () => {
  it('keeps every acknowledged command exactly once and the read models equal to a replay', { timeout: 300_000 }, async () => {
    const acknowledged = new Map<string, number>();
    const attempted = new Set<string>();
    let loading = true;
    const client = async (c: number) => {
      for (let i = 0; loading; i++) {
        const name = `Fault Studio ${c}-${i}`;
        attempted.add(name);
        // Retries of one save keep its key: the command-service appends it at most once.
        while (loading) {
          try {
            acknowledged.set(name, await addStudio(name, `fault-${c}-${i}`));
            break;
          } catch {
            await sleep(100);
          }
        }
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));

    const recoveries: string[] = [];
    for (const [n, service] of KILLS.entries()) {
      await sleep(1500 + Math.random() * 2000);
      await stack.kill(service, 'SIGKILL');
      await sleep(Math.random() * 1000);
      await stack.restart(service);
      // From the restarted service's first healthy answer to the first mutation that reads its own write.
      const healthy = Date.now();
      for (let probe = 0; ; probe++) {
        try {
          await addStudio(`Probe ${n}-${probe}`, `probe-${n}-${probe}`);
          break;
        } catch {
          await sleep(20);
        }
      }
      recoveries.push(`${service} ${Date.now() - healthy} ms`);
    }
    loading = false;
    await load;
    console.info(`read-your-writes answered again after each restart: ${recoveries.join(', ')}; ${acknowledged.size} saves acknowledged`);

    // Everything drained: then the log and the read models can be compared.
    while (!(await projectionHealth()).every((p) => p.caughtUp)) await sleep(100);
    const { rows } = await pool.query<{ name: string; n: number }>(
      `SELECT data->>'name' AS name, count(*)::int AS n FROM event_store.events WHERE type = 'StudioAdded' GROUP BY 1`,
    );
    const inLog = new Map(rows.map((r) => [r.name, r.n]));
    expect(acknowledged.size).toBeGreaterThan(20);
    expect([...acknowledged.keys()].filter((name) => inLog.get(name) !== 1)).toEqual([]);
    expect(rows.filter((r) => r.n > 1)).toEqual([]);
    expect(rows.filter((r) => !attempted.has(r.name) && !r.name.startsWith('Probe '))).toEqual([]);
    const studios = await pool.query<{ id: number; name: string }>('SELECT id, name FROM rm_studios.studios');
    const shown = new Map(studios.rows.map((r) => [r.name, r.id]));
    expect([...acknowledged].filter(([name, id]) => shown.get(name) !== id)).toEqual([]);

    expect(await tsx('projection-service/src/verify/cli.ts', ['--all'], { ...process.env, DATABASE_URL: db.url })).toBe(0);
  });
});
