// `npx tsx scripts/e2e.ts [vitest filters...]`: builds the client, starts a throw-away site (its own database, Redis
// prefix and ports, seeded small) and runs the browser tests whose file names match the filters (all without any).
// `npm test` runs every suite this way; this is for working on one.
import { run, tsx } from './lib/run.ts';
import { startE2EControl } from './lib/e2eControl.ts';
import { startTestStack } from './lib/testStack.ts';

// CLIENT_DIST (an absolute path) builds into a folder of one's own (the server entry beside it, in its name with
// -ssr) and serves that: two people running browser suites in one checkout do not overwrite each other's client/dist.
if ((await run('npm', ['run', 'build', '-w', 'client'])) !== 0) process.exit(1);
const stack = await startTestStack('e2e_one');
const control = await startE2EControl(stack);
let code = 1;
try {
  code = await run('npx', ['vitest', 'run', '--config', 'client/e2e/vitest.config.ts', ...process.argv.slice(2)], {
    ...process.env,
    E2E_BASE_URL: stack.url,
    E2E_OUTBOX_DIR: stack.outboxDir,
    E2E_CONTROL_URL: control.url,
  });
  // Replay equals live after what the suites did (ADR 32), as npm test checks it.
  if (code === 0) code = await tsx('projection-service/src/verify/cli.ts', ['--all'], stack.env);
} finally {
  await control.close();
  await stack.stop();
}
process.exit(code);
