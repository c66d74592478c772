// `npm run start:cluster`: the scaled topology of issue 23 on this machine (scripts/lib/cluster.ts,
// docs/scaling.md): its own PostgreSQL primary and streaming replica on private ports, two processes of each service
// and HAProxy in front, seeded with the demo data through the command path as `npm start` does. PORT, REDIS_URL and
// REDIS_PREFIX as for `npm start`; the database is DATABASE_URL's name, made on the cluster's own primary.
import { existsSync } from 'node:fs';
import { loadConfig } from '@tsuzuki/event-store';
import { DEMO_PASSWORD, demoAccountLines } from '@tsuzuki/seed/demoAccounts';
import { startCluster } from './lib/cluster.ts';
import { preflight } from './lib/preflight.ts';
import { run, tsx } from './lib/run.ts';
import { ROOT } from './lib/stack.ts';

const config = loadConfig();
const port = Number(process.env.PORT || 3000);

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

const cluster = await startCluster({
  port,
  database: new URL(config.databaseUrl).pathname.slice(1) || 'tsuzuki',
  redisUrl: config.redisUrl,
  redisPrefix: config.redisPrefix,
  output: 'prefixed',
}).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping...');
    void cluster.stop().then(() => process.exit(0));
  });
}

if ((await tsx('command-service/seed/src/cli.ts', [], { ...cluster.env, SEED_SITE_URL: `http://localhost:${port}` })) !== 0) {
  console.error('Seeding failed; the services keep running with whatever data they have.');
}
const where = (prefix: string) =>
  [...cluster.processes]
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, p]) => `${name} :${p.port}`)
    .join(', ');
console.log(`
  Tsuzuki (cluster) is running at http://localhost:${port}
    HAProxy:        :${port} in front of ${where('query-')}; a private port in front of ${where('command-')}
    PostgreSQL:     primary :${cluster.pg.primaryPort} (commands, the log, projections), replica :${cluster.pg.replicaPort} (read models for the query processes), in ${cluster.pg.dir}
    Projections:    ${where('projection-')} (health)
    Redis:          ${config.redisUrl} (prefix ${config.redisPrefix})
    Demo accounts (password "${DEMO_PASSWORD}"):
${demoAccountLines()
  .map((line) => `      ${line}`)
  .join('\n')}
  Press Ctrl+C to stop (everything above stops with it, and the cluster's PostgreSQL data is removed).
`);
