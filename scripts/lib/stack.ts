import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface StackOptions {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  port: number;
  commandPort: number;
  projectionPort: number;
  internalToken?: string;
  /** Where service output goes: 'inherit' shows it with a prefix, 'quiet' only on failure. */
  output: 'prefixed' | 'quiet';
  extraEnv?: Record<string, string>;
}

export interface Stack {
  env: NodeJS.ProcessEnv;
  url: string;
  stop(): Promise<void>;
}

const SERVICES = [
  { name: 'projection', dir: 'projection-service', portKey: 'projectionPort' },
  { name: 'command', dir: 'command-service', portKey: 'commandPort' },
  { name: 'query', dir: 'query-service', portKey: 'port' },
] as const;

function pipe(child: ChildProcess, name: string, output: StackOptions['output'], buffer: string[]) {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        if (output === 'prefixed') process.stdout.write(`[${name}] ${line}\n`);
        else {
          buffer.push(`[${name}] ${line}`);
          if (buffer.length > 400) buffer.shift();
        }
      }
    });
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no healthy answer from ${url} within ${timeoutMs} ms`);
}

/** Runs the three services as separate processes, in dependency order, and waits for their health checks. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    PORT: String(options.port),
    COMMAND_PORT: String(options.commandPort),
    PROJECTION_PORT: String(options.projectionPort),
    COMMAND_SERVICE_URL: `http://127.0.0.1:${options.commandPort}`,
    INTERNAL_TOKEN: options.internalToken ?? process.env.INTERNAL_TOKEN ?? randomBytes(24).toString('hex'),
    ...options.extraEnv,
  };
  const children: ChildProcess[] = [];
  const buffer: string[] = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    for (const service of SERVICES) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: `${ROOT}/${service.dir}`,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      pipe(child, service.name, options.output, buffer);
      child.once('exit', (code, signal) => {
        if (!stopping) process.stderr.write(`[${service.name}] stopped unexpectedly (code ${code}, signal ${signal})\n`);
      });
      const port = options[service.portKey];
      try {
        await waitForHealth(`http://127.0.0.1:${port}/health`, child, 60_000);
      } catch (err) {
        throw new Error(`${service.dir} did not start: ${(err as Error).message}\n${buffer.slice(-40).join('\n')}`);
      }
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { env, url: `http://127.0.0.1:${options.port}`, stop };
}
