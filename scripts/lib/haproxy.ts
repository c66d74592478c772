// HAProxy in front of the query processes (the site) and the command processes (their commands): one config for
// `npm run start:cluster`, the cluster test and bench (fixed ports on one machine) and for docker-compose.yml
// (deploy/haproxy/haproxy.cfg, Docker's DNS names the replicas; haproxy.test.ts keeps that file equal to this
// output). It is also where overload is shed (ADR 58): each query process gets at most `perProcess` requests at once,
// the rest wait in HAProxy's queue, and once the queue is long a request is refused at once with the query-service's
// own 503, before any JavaScript runs. A refusal costs HAProxy microseconds; the process's own gate (ADR 44) paid
// Node's HTTP parsing and a middleware for each, on the core the answered requests needed.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUSY_BODY, BUSY_PAGE, BUSY_RETRY_AFTER, DEFAULT_ADMISSION } from '@tsuzuki/query-service/http/admission';
import { exited, stopProcess } from './stack.ts';

export const HAPROXY = '/usr/sbin/haproxy';

/** The processes behind a backend: fixed ports on this machine, or up to `slots` replicas of a Compose service. */
export type Servers = { ports: number[] } | { service: string; port: number; slots: number };

export interface ShedLimits {
  /** Requests one query process is given at once. */
  perProcess: number;
  /** Requests waiting per healthy query process; one more is answered 503 at once. */
  queuePerProcess: number;
  /** How long a request may wait in the queue before it is answered 503. */
  queueWaitMs: number;
}

/**
 * Twice the process's own gate (ADR 44): a mutation gives its slot in the gate back while it waits for the
 * command-service and read-your-writes, which HAProxy cannot see, so the process holds a second gate's worth of
 * requests in its own queue, where waiting costs nothing. The queue and its wait are the gate's.
 */
export const DEFAULT_SHED_LIMITS: ShedLimits = {
  perProcess: DEFAULT_ADMISSION.concurrency * 2,
  queuePerProcess: DEFAULT_ADMISSION.queue / 2,
  queueWaitMs: DEFAULT_ADMISSION.queueWaitMs,
};

export interface HaproxyOptions {
  /** Where the site is served (`:3000`, `127.0.0.1:8080`). */
  siteBind: string;
  /** Where the query processes send their commands; none: no command balancer. */
  commandBind?: string;
  query: Servers;
  command?: Servers;
  limits?: ShedLimits;
  /** A line per site request on standard output, `<status> <ms waiting in the queue> <ms in HAProxy in all>` (benches). */
  logRequests?: boolean;
}

/** Paths the query processes answer from files: never queued behind GraphQL work, never shed. */
const STATIC_PATHS = ['/assets/', '/img/', '/uploads/', '/favicon'];
/** GraphQL over Server-Sent Events (ADR 70): long-lived, idle streams that must not hold a process's request slots. */
const STREAM_PATH = '/graphql/stream';

// HAProxy's strong quoting takes the text as it is; the bodies hold double quotes and no single one.
const quoted = (text: string) => {
  if (text.includes("'")) throw new Error('a body for HAProxy holds a single quote');
  return `'${text}'`;
};

function serverLines(prefix: string, servers: Servers, extra: string): string {
  const check = 'check inter 1s fall 2 rise 1';
  if ('ports' in servers) return servers.ports.map((p, i) => `  server ${prefix}${i + 1} 127.0.0.1:${p} ${check}${extra}`).join('\n');
  return `  server-template ${prefix} ${servers.slots} ${servers.service}:${servers.port} ${check}${extra} resolvers docker init-addr none`;
}

export function haproxyConfig(o: HaproxyOptions): string {
  const limits = o.limits ?? DEFAULT_SHED_LIMITS;
  const docker = !('ports' in o.query);
  const busyJson = `status 503 content-type "application/json; charset=utf-8" hdr Retry-After ${BUSY_RETRY_AFTER} hdr Cache-Control no-store string ${quoted(BUSY_BODY)}`;
  const busyPage = `status 503 content-type "text/html; charset=utf-8" hdr Retry-After ${BUSY_RETRY_AFTER} hdr Cache-Control no-store string ${quoted(BUSY_PAGE)}`;
  const commands =
    o.commandBind && o.command
      ? `frontend commands
  bind ${o.commandBind}
  default_backend command
backend command
  balance leastconn
  option httpchk GET /health
${serverLines('command', o.command, '')}
`
      : '';
  return `# Written by scripts/lib/haproxy.ts (haproxy.test.ts checks the copy in deploy/haproxy); the shedding is ADR 58.
global
  maxconn 4096
${o.logRequests ? '  log stdout format raw local0\n' : ''}${docker ? 'resolvers docker\n  nameserver dns 127.0.0.11:53\n  hold valid 5s\n' : ''}defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  # A request that waited this long for a free slot is answered 503 (http-error below) instead of waiting on.
  timeout queue ${limits.queueWaitMs}ms
  option http-keep-alive
  # A request that found a process dead (connection refused) goes to another one.
  retries 2
  option redispatch
frontend site
  bind ${o.siteBind}
  option forwardfor
${o.logRequests ? '  log global\n  log-format "%ST %Tw %Ta"\n' : ''}  acl static path_beg ${STATIC_PATHS.join(' ')}
  acl stream path ${STREAM_PATH}
  # Requests already waiting per healthy query process: past the bound, answered at once as the process would.
  acl busy avg_queue(query) ge ${limits.queuePerProcess}
  http-request return ${busyJson} if busy { path /graphql }
  http-request return ${busyPage} if busy !static !stream
  use_backend static if static
  use_backend stream if stream
  default_backend query
backend query
  balance leastconn
  option httpchk GET /health
  http-error ${busyJson}
${serverLines('query', o.query, ` maxconn ${limits.perProcess}`)}
# Open streams cost the processes memory, not request slots: no maxconn here (the processes bound them themselves);
# the server's pings every 12 s keep them inside the timeouts.
backend stream
  balance leastconn
  option httpchk GET /health
${serverLines('stream', o.query, '')}
backend static
  balance roundrobin
  option httpchk GET /health
${serverLines('static', o.query, '')}
${commands}`;
}

export interface RunningHaproxy {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** HAProxy on `config`, written into `dir`; resolves once `healthUrl` answers through it. */
export async function startHaproxy(
  config: string,
  dir: string,
  healthUrl: string,
  output: 'inherit' | 'ignore' | 'pipe' = 'ignore',
): Promise<RunningHaproxy> {
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const child = spawn(HAPROXY, ['-f', file, '-db'], { stdio: ['ignore', output, output] });
  try {
    await untilAnswered(healthUrl, child);
  } catch (err) {
    child.kill('SIGKILL');
    await exited(child);
    throw err;
  }
  return { child, stop: () => stopProcess(child) };
}

async function untilAnswered(url: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answered at ${url} through HAProxy`);
}

/** docker-compose.yml's HAProxy: up to four replicas of each service, found by Docker's DNS. */
export const DEPLOY_CONFIG_FILE = new URL('../../deploy/haproxy/haproxy.cfg', import.meta.url);
export const deployConfig = () =>
  haproxyConfig({
    siteBind: ':3000',
    commandBind: ':3001',
    query: { service: 'query-service', port: 3000, slots: 4 },
    command: { service: 'command-service', port: 3001, slots: 4 },
  });

// `npx tsx scripts/lib/haproxy.ts`: writes deploy/haproxy/haproxy.cfg again after a change here.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) writeFileSync(DEPLOY_CONFIG_FILE, deployConfig());
