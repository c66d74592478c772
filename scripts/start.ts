// `npm start`: checks PostgreSQL and Redis, builds the client when needed, runs the three services as separate
// processes on one origin (http://localhost:PORT serves the client and POST /graphql), and seeds demo data
// into an empty event store.
import { existsSync } from 'node:fs';
import { ensureDatabase, loadConfig } from '@tsuzuki/event-store';
import { DEMO_PASSWORD, demoAccountLines } from '@tsuzuki/seed/demoAccounts';
import { preflight } from './lib/preflight.ts';
import { run, tsx } from './lib/run.ts';
import { ROOT, startStack } from './lib/stack.ts';

const config = loadConfig();
const port = Number(process.env.PORT || 3000);

const problems = await preflight(config.databaseUrl, config.redisUrl);
if (problems.length) {
  console.error(`Tsuzuki cannot start:\n\n${problems.join('\n\n')}\n`);
  process.exit(1);
}
if (await ensureDatabase(config.databaseUrl)) console.log(`Created database ${new URL(config.databaseUrl).pathname.slice(1)}`);

if (!existsSync(`${ROOT}/client/dist/index.html`) || process.argv.includes('--build')) {
  console.log('Building the client (npm run build -w client)...');
  if ((await run('npm', ['run', 'build', '-w', 'client'])) !== 0) process.exit(1);
}

const stack = await startStack({
  databaseUrl: config.databaseUrl,
  redisUrl: config.redisUrl,
  redisPrefix: config.redisPrefix,
  port,
  commandPort: Number(process.env.COMMAND_PORT || 3001),
  projectionPort: Number(process.env.PROJECTION_PORT || 3002),
  output: 'prefixed',
  // A person at a terminal reads the services' logs as readable, coloured lines; piped, they stay JSON for machines.
  extraEnv: { LOG_FORMAT: process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json') },
}).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});

// The seed goes through the command path and skips itself when the store already holds events. The site answers
// already: the seed says so (with the URL) when it starts an import, so nobody waits for the summary below.
if ((await tsx('command-service/seed/src/cli.ts', [], { ...stack.env, SEED_SITE_URL: `http://localhost:${port}` })) !== 0) {
  console.error('Seeding failed; the services keep running with whatever data they have.');
}

console.log(`
  Tsuzuki is running at http://localhost:${port}
    GraphQL:     POST http://localhost:${port}/graphql
    Health:      http://localhost:${port}/health (query), :${stack.env.COMMAND_PORT}/health (command), :${stack.env.PROJECTION_PORT}/health (projection)
    Demo accounts (password "${DEMO_PASSWORD}"):
${demoAccountLines()
  .map((line) => `      ${line}`)
  .join('\n')}
  Press Ctrl+C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping...');
    await stack.stop();
    process.exit(0);
  });
}
