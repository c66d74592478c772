import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { build as prettyStream } from 'pino-pretty';

/** Where a logger writes (tests capture it) and what it knows of that place; stdout by default. */
export interface LogOutput {
  env?: NodeJS.ProcessEnv;
  isTTY?: boolean;
  destination?: DestinationStream & NodeJS.WritableStream;
}

/**
 * A service's pino logger. JSON lines on stdout for machines (a pipe, a file, a log collector); for a person at a
 * terminal, pino-pretty's readable, colourised lines. A service started by `npm start` writes into its parent's
 * pipe, so the parent says whether a person reads it: LOG_FORMAT=pretty (scripts/start.ts sets it when its own
 * output is a terminal) or json; without it, whether this process's stdout is a terminal.
 */
export function serviceLogger(options: LoggerOptions, out: LogOutput = {}): Logger {
  const env = out.env ?? process.env;
  if (!isPretty(env, { isTTY: out.isTTY ?? process.stdout.isTTY })) return out.destination ? pino(options, out.destination) : pino(options);
  const pretty = prettyStream({
    // The parent's terminal shows colour though this process writes into a pipe; NO_COLOR (no-color.org) turns it off.
    colorize: env.NO_COLOR === undefined,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    // One line per entry, its fields as JSON after the message: a drain's or request's fields on lines of their own
    // made the seed's output scroll by in blocks and buried the progress line between them.
    singleLine: true,
    // Synchronous, like pino's own destination: a line is out before the process can exit.
    sync: true,
    ...(out.destination ? { destination: out.destination } : {}),
  });
  return pino(options, pretty);
}

export function isPretty(env: NodeJS.ProcessEnv, stdout: { isTTY?: boolean }): boolean {
  return (env.LOG_FORMAT ?? (stdout.isTTY ? 'pretty' : 'json')) === 'pretty';
}
