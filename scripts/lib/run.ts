import { spawn } from 'node:child_process';
import { ROOT } from './stack.ts';

/**
 * Runs a command from the repository root, streaming its output; resolves with its exit code. `stdout: 'stderr'`
 * sends its output to this process's stderr, for callers whose stdout is machine-read (the bench's JSON lines).
 */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  stdout: 'inherit' | 'stderr' = 'inherit',
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['inherit', stdout === 'stderr' ? 2 : 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export const tsx = (script: string, args: string[] = [], env?: NodeJS.ProcessEnv, stdout?: 'inherit' | 'stderr') =>
  run(process.execPath, ['--import', 'tsx', script, ...args], env, stdout);
