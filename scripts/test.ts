// `npm test`: lint and format checks, every unit and integration test (vitest), then the browser end-to-end tests
// against a whole site started on free ports with its own database and Redis prefix. Ends with one plain summary line.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { loadConfig } from '@tsuzuki/event-store';
import { dropAbandonedTestDatabases } from '@tsuzuki/event-store/testing';
import { preflight } from './lib/preflight.ts';
import { run, tsx } from './lib/run.ts';
import { ROOT } from './lib/stack.ts';
import { startE2EControl } from './lib/e2eControl.ts';
import { startTestStack } from './lib/testStack.ts';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numFailedTestSuites?: number;
  numTotalTests: number;
  numPendingTests?: number;
  success: boolean;
}

const config = loadConfig();
const problems = await preflight(config.databaseUrl, config.redisUrl);
if (problems.length) {
  console.error(`Tests need PostgreSQL and Redis:\n\n${problems.join('\n\n')}`);
  process.exit(1);
}
mkdirSync(`${ROOT}/.tmp`, { recursive: true });
const abandoned = await dropAbandonedTestDatabases();
if (abandoned.length) console.log(`dropped ${abandoned.length} test databases abandoned by earlier runs`);

async function vitest(name: string, args: string[], env?: NodeJS.ProcessEnv): Promise<VitestJson> {
  const out = `${ROOT}/.tmp/vitest-${name}.json`;
  const code = await run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  if (!existsSync(out)) return { numPassedTests: 0, numFailedTests: 1, numTotalTests: 1, success: false };
  const result = JSON.parse(readFileSync(out, 'utf8')) as VitestJson;
  return { ...result, success: result.success && code === 0 };
}

const results: VitestJson[] = [];

/** A command that passes or fails as a whole (compiler, linter, formatter): one line of its own and one test in the summary. */
async function check(name: string, command: string, args: string[]): Promise<void> {
  const ok = (await run(command, args)) === 0;
  console.log(`${name}: ${ok ? 'ok' : 'FAILED'}`);
  results.push({ numPassedTests: ok ? 1 : 0, numFailedTests: ok ? 0 : 1, numTotalTests: 1, success: ok });
}

// The client's GraphQL artifacts: unit tests check the site's own queries against the server's limits.
if ((await run('npm', ['run', 'relay', '-w', 'client'])) !== 0)
  results.push({ numPassedTests: 0, numFailedTests: 1, numTotalTests: 1, success: false });
// Style (ADR 0042): neither needs the generated artifacts, which both leave alone.
await check('lint', 'npm', ['run', 'lint', '--silent']);
await check('format:check', 'npm', ['run', 'format:check', '--silent']);
results.push(await vitest('unit', []));

if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  console.error('End-to-end tests need Chromium at /usr/bin/chromium (apt-get install -y chromium); .ci/run installs it.');
  results.push({ numPassedTests: 0, numFailedTests: 1, numTotalTests: 1, success: false });
} else if ((await run('npm', ['run', 'build', '-w', 'client'])) !== 0) {
  results.push({ numPassedTests: 0, numFailedTests: 1, numTotalTests: 1, success: false });
} else {
  // Services run through tsx, which strips types without checking them: the compiler is a test of its own.
  // It runs after the client build, whose relay-compiler step writes the generated types the client needs.
  for (const project of ['tsconfig.json', 'client/tsconfig.json', 'client/e2e/tsconfig.json']) {
    await check(`typecheck ${project}`, 'npx', ['tsc', '-p', project, '--noEmit']);
  }
  const stack = await startTestStack('e2e');
  const control = await startE2EControl(stack);
  try {
    results.push(
      await vitest('e2e', ['--config', 'client/e2e/vitest.config.ts'], {
        ...process.env,
        E2E_BASE_URL: stack.url,
        E2E_OUTBOX_DIR: stack.outboxDir,
        E2E_CONTROL_URL: control.url,
      }),
    );
    // After the browser suites' day of use, every read model is still what a replay of the log gives (ADR 32).
    const verified = (await tsx('projection-service/src/verify/cli.ts', ['--all'], stack.env)) === 0;
    console.log(`verify --all after the browser tests: ${verified ? 'ok' : 'FAILED'}`);
    results.push({ numPassedTests: verified ? 1 : 0, numFailedTests: verified ? 0 : 1, numTotalTests: 1, success: verified });
  } finally {
    await control.close();
    await stack.stop();
  }
}

const passed = results.reduce((n, r) => n + r.numPassedTests, 0);
// A file whose set-up failed reports its tests as skipped, so failed files count as failures too.
const failed = results.reduce((n, r) => n + r.numFailedTests + (r.numFailedTestSuites ?? 0), 0);
const skipped = results.reduce((n, r) => n + (r.numPendingTests ?? 0), 0);
const ok = results.every((r) => r.success);
// EventStoreDB adapter tests are the only skipped ones: they need EVENTSTORE_URL (no server on this machine).
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
