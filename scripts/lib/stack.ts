import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.ts';

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

const SERVICES = [
  { name: 'projection', dir: 'projection-service', portKey: 'projectionPort' },
  { name: 'command', dir: 'command-service', portKey: 'commandPort' },
  { name: 'query', dir: 'query-service', portKey: 'port' },
] as const;

export type ServiceName = (typeof SERVICES)[number]['name'];

export interface Stack {
  env: NodeJS.ProcessEnv;
  url: string;
  /**
   * The CPU time (user and system, ms) a running service's process has used so far, from /proc: a bench's CPU per
   * request holds on a shared machine where requests per second move with whatever else runs. Null off Linux.
   */
  cpuMs(service: ServiceName): number | null;
  /** Sends a signal to one service (SIGKILL for a crash); it stays down until restarted. */
  kill(service: ServiceName, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a stopped service again and resolves once its health check answers. */
  restart(service: ServiceName): Promise<void>;
  stop(): Promise<void>;
}

/** At a terminal a line first clears the one it lands on: the seed's progress line (cli.ts), redrawn at its next step. */
const CLEAR_LINE = process.stdout.isTTY ? '\r\x1b[2K' : '';

function pipe(child: ChildProcess, name: string, output: StackOptions['output'], buffer: string[]) {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        if (output === 'prefixed') process.stdout.write(`${CLEAR_LINE}[${name}] ${line}\n`);
        else {
          buffer.push(`[${name}] ${line}`);
          if (buffer.length > 400) buffer.shift();
        }
      }
    });
  }
}

/** The kernel's clock ticks per second (USER_HZ), in which /proc reports CPU time; asked once. */
let clockTicks: number | undefined;
const ticksPerSecond = () => (clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100);

/** The CPU time (user and system, ms) process `pid` has used so far, from /proc; null when it is gone or off Linux. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  try {
    // Fields 14 and 15 (utime, stime) in clock ticks, counted after the command's closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond();
  } catch {
    return null; // it ended between the two reads
  }
}

/**
 * The CPU time of a process and of its children, live and ended (a PostgreSQL server: the postmaster and every
 * backend it has had; an ended child's time is in its parent's cutime and cstime).
 */
export function processTreeCpuMs(pid: number): number {
  let total = (processCpuMs(pid) ?? 0) + endedChildrenCpuMs(pid);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4: the parent's pid.
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (parent === pid) total += processCpuMs(Number(entry)) ?? 0;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

function endedChildrenCpuMs(pid: number): number {
  try {
    // Fields 16 and 17 (cutime, cstime): the children it has waited for.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / ticksPerSecond();
  } catch {
    return 0;
  }
}

/** A port another process answered on: the service could not have it (the caller may try other ports). */
export class PortTakenError extends Error {}

/**
 * Until the child answers its health check. The answer names its process (pid): free ports are picked before
 * they are bound, so another stack started at the same moment may hold the port, and its health answer must not
 * pass for this child's.
 */
async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    let pid: unknown;
    try {
      const res = await fetch(url);
      if (res.ok) pid = ((await res.json()) as { pid?: unknown }).pid;
    } catch {
      // not listening yet
    }
    if (pid === child.pid) return;
    if (pid !== undefined) throw new PortTakenError(`${url} is answered by another process (pid ${String(pid)})`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no healthy answer from ${url} within ${timeoutMs} ms`);
}

/** Resolves once the child has exited (at once if it has). */
export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** SIGTERM, and SIGKILL if it has not exited five seconds later; resolves once it has. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  child.kill('SIGTERM');
  await exited(child);
  clearTimeout(timer);
}

/** One service process: `node --import tsx src/main.ts` in the service's folder, once its health check answers. */
export async function launchService(o: {
  dir: string;
  name: string;
  env: NodeJS.ProcessEnv;
  healthPort: number;
  output: StackOptions['output'];
  buffer: string[];
  stopping: () => boolean;
  /** Told of the child as soon as it is spawned (so that a stop during its start-up stops it too). */
  started?: (child: ChildProcess) => void;
}): Promise<ChildProcess> {
  // CPU_PROFILE_DIR=dir: each service writes a V8 CPU profile there when it stops (Node refuses --cpu-prof in
  // NODE_OPTIONS), for measuring where a bench's time goes before optimising.
  const profile = process.env.CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: `${ROOT}/${o.dir}`,
    // Its stdin is a pipe from this process: when this process dies, the service sees it close and stops.
    env: { ...o.env, EXIT_WITH_PARENT: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  o.started?.(child);
  pipe(child, o.name, o.output, o.buffer);
  child.once('exit', (code, signal) => {
    if (!o.stopping() && signal !== 'SIGKILL') process.stderr.write(`[${o.name}] stopped unexpectedly (code ${code}, signal ${signal})\n`);
  });
  try {
    await waitForHealth(`http://127.0.0.1:${o.healthPort}/health`, child, 60_000);
  } catch (err) {
    if (err instanceof PortTakenError) throw err;
    throw new Error(`${o.dir} did not start: ${(err as Error).message}\n${o.buffer.slice(-40).join('\n')}`);
  }
  return child;
}

/** Runs the three services as separate processes, in dependency order, and waits for their health checks. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The services run as they run in production wherever they are started (npm start, the browser tests, the bench):
    // graphql-js checks every instanceof against other copies of itself otherwise, a sixth of a large list's CPU.
    NODE_ENV: 'production',
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
  const children = new Map<ServiceName, ChildProcess>();
  const buffer: string[] = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.all([...children.values()].map(stopProcess));
  };
  const launch = async (service: (typeof SERVICES)[number]): Promise<void> => {
    const child = await launchService({
      dir: service.dir,
      name: service.name,
      env,
      healthPort: Number(options[service.portKey]),
      output: options.output,
      buffer,
      stopping: () => stopping,
      started: (c) => children.set(service.name, c),
    });
    children.set(service.name, child);
  };
  const serviceNamed = (name: ServiceName) => SERVICES.find((s) => s.name === name)!;
  try {
    for (const service of SERVICES) await launch(service);
  } catch (err) {
    await stop();
    throw err;
  }
  const kill = async (name: ServiceName, signal: NodeJS.Signals = 'SIGKILL') => {
    const child = children.get(name)!;
    child.kill(signal);
    await exited(child);
  };
  const restart = (name: ServiceName) => launch(serviceNamed(name));
  const cpuMs = (name: ServiceName) => processCpuMs(children.get(name)?.pid);
  return { env, url: `http://127.0.0.1:${options.port}`, kill, restart, stop, cpuMs };
}

/**
 * `startStack` on free ports. A port picked free may be taken by another stack starting at the same moment (tests and
 * benches of other suites share the machine): then again, on other ports. `extraEnv` is given the site's port (a
 * stack's SITE_URL names it).
 */
export async function startStackOnFreePorts(
  options: Omit<StackOptions, 'port' | 'commandPort' | 'projectionPort' | 'extraEnv'> & {
    extraEnv?: (port: number) => Record<string, string>;
  },
  attempts = 3,
): Promise<Stack> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await startStack({
        ...options,
        port,
        commandPort: await freePort(),
        projectionPort: await freePort(),
        extraEnv: options.extraEnv?.(port) ?? {},
      });
    } catch (err) {
      if (!(err instanceof PortTakenError) || attempt >= attempts) throw err;
    }
  }
}
