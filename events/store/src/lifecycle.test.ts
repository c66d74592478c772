import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const helper = fileURLToPath(new URL('./lifecycle.ts', import.meta.url));
const program = `import { exitWithParent } from ${JSON.stringify(helper)};
exitWithParent((reason) => { console.log('stopping: ' + reason); process.exit(0); });
setInterval(() => {}, 1000); console.log('running');`;

/** A process running the helper; resolves with its output once it exits. */
function child(env: NodeJS.ProcessEnv) {
  const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  const started = new Promise<void>((resolve) =>
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('running')) resolve();
    }),
  );
  const exited = new Promise<string>((resolve) => proc.once('exit', () => resolve(out)));
  return { proc, started, exited };
}

describe('exitWithParent', () => {
  it('stops the service when its standard input closes (the parent died), with EXIT_WITH_PARENT=1', async () => {
    const { proc, started, exited } = child({ EXIT_WITH_PARENT: '1' });
    await started;
    proc.stdin.end();
    expect(await exited).toContain('stopping: parent exited');
  });

  it('ignores standard input without it', async () => {
    const { proc, started, exited } = child({ EXIT_WITH_PARENT: '' });
    await started;
    proc.stdin.end();
    // Still running after its input closed: only a signal stops it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(proc.exitCode).toBeNull();
    proc.kill('SIGTERM');
    expect(await exited).not.toContain('stopping');
  });
});
