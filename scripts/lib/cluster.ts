// The scaled topology of issue 23 on one machine (docs/scaling.md): a PostgreSQL primary and streaming replica of
// its own (pgReplica.ts), two processes of each service, and HAProxy in front of the query processes (the site's
// port) and of the command processes (a private port the query processes send commands to). The query processes
// read the read models from the replica (READ_DATABASE_URL, ADR 56). `npm run start:cluster`, the cluster test and
// the cluster bench start it here.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { ensureDatabase } from '@tsuzuki/event-store';
import { HAPROXY, haproxyConfig, startHaproxy } from './haproxy.ts';
import { startReplicatedPostgres, type ReplicatedPostgres } from './pgReplica.ts';
import { freePort } from './ports.ts';
import { exited, launchService, stopProcess, type StackOptions } from './stack.ts';

export interface ClusterOptions {
  /** The site's port (HAProxy in front of the query processes). */
  port: number;
  /** The database's name, made on the cluster's own primary. */
  database: string;
  redisUrl: string;
  redisPrefix: string;
  output: StackOptions['output'];
  /** Query processes (default 2); the other services run two each. */
  queryProcesses?: number;
  /** Query processes read the primary instead of the replica (the bench's comparison). */
  readPrimary?: boolean;
  /** More postgresql.conf lines for the primary and the replica (pgReplica.ts `settings`). */
  postgresSettings?: string[];
  extraEnv?: NodeJS.ProcessEnv;
}

export interface Cluster {
  url: string;
  /** The environment every process got (DATABASE_URL is the primary's). */
  env: NodeJS.ProcessEnv;
  pg: ReplicatedPostgres;
  /** Each process by name (projection-1, command-2, query-1, haproxy), with its port where it has one. */
  processes: Map<string, { child: ChildProcess; port: number | null }>;
  /**
   * One more query process, not behind the balancer (a bench's comparison, reached at its own port): reading the
   * replica as the others do, or the primary.
   */
  addQueryProcess(o?: { readPrimary?: boolean }): Promise<{ name: string; port: number }>;
  /** A signal to one process (SIGKILL: a crash); it stays down. */
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  if (!existsSync(HAPROXY)) throw new Error(`the cluster runs HAProxy in front of the services: install it (apt-get install -y haproxy)`);
  const processes = new Map<string, { child: ChildProcess; port: number | null }>();
  const buffer: string[] = [];
  let stopping = false;
  const pg = await startReplicatedPostgres({
    primaryPort: await freePort(),
    replicaPort: await freePort(),
    ...(o.postgresSettings ? { settings: o.postgresSettings } : {}),
  });
  const stop = async () => {
    stopping = true;
    // The balancer and the site first, the log's writers last.
    for (const { child } of [...processes.values()].reverse()) await stopProcess(child);
    await pg.stop();
  };
  try {
    const primaryUrl = pg.primaryUrl(o.database);
    await ensureDatabase(primaryUrl);
    const commandBalancer = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: primaryUrl,
      REDIS_URL: o.redisUrl,
      REDIS_PREFIX: o.redisPrefix,
      // One secret for every process: the internal token, and the CSRF key derived from it.
      INTERNAL_TOKEN: process.env.INTERNAL_TOKEN || randomBytes(24).toString('hex'),
      COMMAND_SERVICE_URL: `http://127.0.0.1:${commandBalancer}`,
      ...o.extraEnv,
    };
    const launch = async (dir: string, name: string, extra: (port: number) => NodeJS.ProcessEnv) => {
      const port = await freePort();
      await launchService({
        dir,
        name,
        env: { ...env, ...extra(port) },
        healthPort: port,
        output: o.output,
        buffer,
        stopping: () => stopping,
        started: (child) => processes.set(name, { child, port }),
      });
      return port;
    };
    // One at a time: the first of each migrates (and rebuilds a changed read model) before the second starts.
    for (const i of [1, 2]) await launch('projection-service', `projection-${i}`, (p) => ({ PROJECTION_PORT: String(p) }));
    const command: number[] = [];
    for (const i of [1, 2]) command.push(await launch('command-service', `command-${i}`, (p) => ({ COMMAND_PORT: String(p) })));
    const query: number[] = [];
    const startQuery = (name: string, readPrimary: boolean) =>
      launch('query-service', name, (p) => ({
        PORT: String(p),
        READ_DATABASE_URL: readPrimary ? primaryUrl : pg.replicaUrl(o.database),
        TRUST_PROXY: 'loopback',
      }));
    for (let i = 1; i <= (o.queryProcesses ?? 2); i++) query.push(await startQuery(`query-${i}`, !!o.readPrimary));
    // Last, so that its first health checks find every process up.
    const config = haproxyConfig({
      siteBind: `:${o.port}`,
      commandBind: `127.0.0.1:${commandBalancer}`,
      query: { ports: query },
      command: { ports: command },
    });
    const output = o.output === 'prefixed' ? 'inherit' : 'ignore';
    const balancer = await startHaproxy(config, pg.dir, `http://127.0.0.1:${o.port}/health`, output);
    processes.set('haproxy', { child: balancer.child, port: o.port });
    return {
      url: `http://127.0.0.1:${o.port}`,
      env,
      pg,
      processes,
      async addQueryProcess(options = {}) {
        const name = `query-extra-${processes.size}`;
        return { name, port: await startQuery(name, !!options.readPrimary) };
      },
      async kill(name, signal = 'SIGKILL') {
        const found = processes.get(name);
        if (!found) throw new Error(`no process ${name} in the cluster`);
        found.child.kill(signal);
        await exited(found.child);
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw new Error(`the cluster did not start: ${(err as Error).message}\n${buffer.slice(-40).join('\n')}`);
  }
}
