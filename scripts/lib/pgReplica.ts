// A PostgreSQL primary and a streaming replica of its own, from the machine's PostgreSQL binaries (initdb,
// pg_basebackup, pg_ctl), on private ports and in a scratch folder: the scaled topology of issue 23 for
// `npm run start:cluster` and the tests that need a real replica. Nothing of the machine's own server is touched.
import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ReplicatedPostgres {
  /** A database on the primary (commands, the log, projections write here). */
  primaryUrl(database: string): string;
  /** The same database on the replica (read models are read here). */
  replicaUrl(database: string): string;
  primaryPort: number;
  replicaPort: number;
  dir: string;
  /** The postmasters' process ids (their backends are their children): where a bench reads PostgreSQL's CPU. */
  pids(): { primary: number; replica: number };
  /** Stops both servers (immediately: nothing in them outlives the run) and removes their folder. */
  stop(): Promise<void>;
}

/** The folder of the newest PostgreSQL server binaries Debian installed (/usr/lib/postgresql/<major>/bin). */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  if (majors.length === 0) throw new Error(`no PostgreSQL server binaries under ${root}`);
  return path.join(root, String(Math.max(...majors.map(Number))), 'bin');
}

/** The servers refuse to run as root: as root, run them as the postgres user, who owns the folder. */
const asRoot = process.getuid?.() === 0;
function run(bin: string, args: string[]): void {
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
}

function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * initdb a primary (trust auth on 127.0.0.1, WAL for streaming), start it, take a base backup of it as a standby
 * (pg_basebackup -R: it streams from the primary from then on) and start that. Resolves once both accept connections.
 */
export async function startReplicatedPostgres(options: {
  primaryPort: number;
  replicaPort: number;
  /** recovery_min_apply_delay: the replica applies each commit this long after the primary made it (tests). */
  applyDelayMs?: number;
  /** More lines for both servers' postgresql.conf (a profiling run: shared_preload_libraries = pg_stat_statements). */
  settings?: string[];
}): Promise<ReplicatedPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'tsuzuki-pg-'));
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const primary = path.join(dir, 'primary');
  const replica = path.join(dir, 'replica');
  const started: string[] = [];
  const stop = async () => {
    for (const data of started.reverse()) {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(path.join(bin, 'initdb'), ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    appendFileSync(
      path.join(primary, 'postgresql.conf'),
      [
        `port = ${options.primaryPort}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'max_connections = 200',
        // As the machine's server runs: bulk paths refresh planner statistics themselves.
        'autovacuum = off',
        // Scratch data: losing it in a crash costs nothing, and the standby is what is being tried.
        'fsync = off',
        'full_page_writes = off',
        ...(options.settings ?? []),
        '',
      ].join('\n'),
    );
    run(path.join(bin, 'pg_ctl'), ['-D', primary, '-l', path.join(dir, 'primary.log'), '-w', 'start']);
    started.push(primary);
    run(path.join(bin, 'pg_basebackup'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(options.primaryPort),
      '-U',
      'postgres',
      '-D',
      replica,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    appendFileSync(
      path.join(replica, 'postgresql.conf'),
      [
        `port = ${options.replicaPort}`,
        // The replica's long reads do not make the primary's cleanup cancel them.
        'hot_standby_feedback = on',
        ...(options.applyDelayMs ? [`recovery_min_apply_delay = '${options.applyDelayMs}ms'`] : []),
        '',
      ].join('\n'),
    );
    run(path.join(bin, 'pg_ctl'), ['-D', replica, '-l', path.join(dir, 'replica.log'), '-w', 'start']);
    started.push(replica);
  } catch (err) {
    await stop();
    const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`could not start a replicated PostgreSQL: ${(err as Error).message}\n${stderr}`);
  }
  const url = (port: number, database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    primaryUrl: (database) => url(options.primaryPort, database),
    replicaUrl: (database) => url(options.replicaPort, database),
    primaryPort: options.primaryPort,
    replicaPort: options.replicaPort,
    dir,
    pids: () => ({ primary: postmasterPid(primary), replica: postmasterPid(replica) }),
    stop,
  };
}

/** The first line of a running server's postmaster.pid. */
const postmasterPid = (data: string) => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
