import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON lines on stdout; LOG_LEVEL=silent keeps tests and child processes quiet. The shared secret never reaches a log. */
export function createLogger(name = 'command-service'): Logger {
  return pino({
    name,
    level: process.env.LOG_LEVEL || 'info',
    redact: { paths: ['req.headers["x-internal-token"]'], censor: '[redacted]' },
  });
}
