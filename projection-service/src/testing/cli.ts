import { fileURLToPath } from 'node:url';
import { runTsx } from '@tsuzuki/event-store/testing';

export const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Runs a projection-service script (a path under src/) in its own node process (tsx loader) against `env`. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return runTsx(`${SRC}${script}`, args, env);
}
