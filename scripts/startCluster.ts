// `npm run start:cluster`: the scaled topology of issue 23 on this machine (docs/scaling.md). Its own PostgreSQL
// primary and streaming replica on private ports (scripts/lib/pgReplica.ts), two processes of each service, and
// HAProxy in front: the site on PORT (the two query processes) and the command-service's address (the two command
// processes). The query processes read the read models from the replica (READ_DATABASE_URL, ADR 56); commands, the
// log and the projections use the primary. Seeds demo data through the command path as `npm start` does. PORT,
// REDIS_URL and REDIS_PREFIX as for `npm start`; the database is DATABASE_URL's name, made on the private primary.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDatabase, loadConfig } from '@tsuzuki/event-store';
import { DEMO_PASSWORD, demoAccountLines } from '@tsuzuki/seed/demoAccounts';
import { startReplicatedPostgres } from './lib/pgReplica.ts';
import { freePort } from './lib/ports.ts';
import { preflight } from './lib/preflight.ts';
import { run, tsx } from './lib/run.ts';
import { launchService, ROOT } from './lib/stack.ts';

const config = loadConfig();
const port = Number(process.env.PORT || 3000);
const database = new URL(config.databaseUrl).pathname.slice(1) || 'tsuzuki';
const HAPROXY = '/usr/sbin/haproxy';

if (!existsSync(HAPROXY)) {
  console.error('start:cluster runs HAProxy in front of the services: install it first (apt-get install -y haproxy).');
  process.exit(1);
}
// Only Redis is the machine's: PostgreSQL is the cluster's own.
const problems = (await preflight(config.databaseUrl, config.redisUrl)).filter((p) => p.startsWith('Redis'));
if (problems.length) {
  console.error(`Tsuzuki cannot start:\n\n${problems.join('\n\n')}\n`);
  process.exit(1);
}
if (!existsSync(`${ROOT}/client/dist/index.html`) || process.argv.includes('--build')) {
  console.log('Building the client (npm run build -w client)...');
  if ((await run('npm', ['run', 'build', '-w', 'client'])) !== 0) process.exit(1);
}

const children: { name: string; child: ChildProcess }[] = [];
let stopping = false;
const buffer: string[] = [];
const pg = await startReplicatedPostgres({ primaryPort: await freePort(), replicaPort: await freePort() });
const stop = async () => {
  stopping = true;
  // The site first, the log's writers last.
  for (const { child } of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(timer);
  }
  await pg.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    console.log('Stopping...');
    void stop().then(() => process.exit(0));
  });
}

try {
  const primaryUrl = pg.primaryUrl(database);
  await ensureDatabase(primaryUrl);
  const ports = {
    projection: [await freePort(), await freePort()],
    command: [await freePort(), await freePort()],
    commandBalancer: await freePort(),
    query: [await freePort(), await freePort()],
  };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: primaryUrl,
    REDIS_URL: config.redisUrl,
    REDIS_PREFIX: config.redisPrefix,
    // One secret for every process: the internal token, and the CSRF key derived from it.
    INTERNAL_TOKEN: process.env.INTERNAL_TOKEN || randomBytes(24).toString('hex'),
    COMMAND_SERVICE_URL: `http://127.0.0.1:${ports.commandBalancer}`,
  };
  const launch = async (dir: string, name: string, healthPort: number, extra: NodeJS.ProcessEnv) => {
    const child = await launchService({
      dir,
      name,
      env: { ...env, ...extra },
      healthPort,
      output: 'prefixed',
      buffer,
      stopping: () => stopping,
      started: (c) => children.push({ name, child: c }),
    });
    return child;
  };
  // One at a time: the first of each migrates (and rebuilds a changed read model) before the second starts.
  for (const [i, p] of ports.projection.entries())
    await launch('projection-service', `projection-${i + 1}`, p, { PROJECTION_PORT: String(p) });
  for (const [i, p] of ports.command.entries()) await launch('command-service', `command-${i + 1}`, p, { COMMAND_PORT: String(p) });

  for (const [i, p] of ports.query.entries()) {
    await launch('query-service', `query-${i + 1}`, p, {
      PORT: String(p),
      READ_DATABASE_URL: pg.replicaUrl(database),
      TRUST_PROXY: 'loopback',
    });
  }
  // Last, so that its first health checks find every process up.
  const haproxyConfig = path.join(pg.dir, 'haproxy.cfg');
  writeFileSync(haproxyConfig, balancerConfig(port, ports.commandBalancer, ports.query, ports.command));
  const balancer = spawn(HAPROXY, ['-f', haproxyConfig, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
  children.push({ name: 'haproxy', child: balancer });

  if ((await tsx('command-service/seed/src/cli.ts', [], { ...env, SEED_SITE_URL: `http://localhost:${port}` })) !== 0) {
    console.error('Seeding failed; the services keep running with whatever data they have.');
  }
  console.log(`
  Tsuzuki (cluster) is running at http://localhost:${port}
    HAProxy:        :${port} -> query processes :${ports.query.join(', :')}; :${ports.commandBalancer} -> command processes :${ports.command.join(', :')}
    PostgreSQL:     primary :${pg.primaryPort} (commands, the log, projections), replica :${pg.replicaPort} (read models for the query processes), in ${pg.dir}
    Projections:    two processes, health on :${ports.projection.join(', :')}
    Redis:          ${config.redisUrl} (prefix ${config.redisPrefix})
    Demo accounts (password "${DEMO_PASSWORD}"):
${demoAccountLines()
  .map((line) => `      ${line}`)
  .join('\n')}
  Press Ctrl+C to stop (everything above stops with it, and the cluster's PostgreSQL data is removed).
`);
} catch (err) {
  console.error((err as Error).message);
  await stop();
  process.exit(1);
}

/** HAProxy in front of the query processes (the site) and the command processes (the query processes' commands). */
function balancerConfig(site: number, commands: number, query: number[], command: number[]): string {
  const servers = (prefix: string, ports: number[]) =>
    ports.map((p, i) => `  server ${prefix}${i + 1} 127.0.0.1:${p} check inter 1s fall 2 rise 1`).join('\n');
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  option http-keep-alive
  # A request that a process died on (connection refused or reset before an answer) goes to the other one.
  retries 2
  option redispatch
frontend site
  bind :${site}
  option forwardfor
  default_backend query
backend query
  balance leastconn
  option httpchk GET /health
${servers('query', query)}
frontend commands
  bind 127.0.0.1:${commands}
  default_backend command
backend command
  balance leastconn
  option httpchk GET /health
${servers('command', command)}
`;
}
