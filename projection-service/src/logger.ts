import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON lines on stdout; LOG_LEVEL=silent keeps tests and child processes quiet. */
export function createLogger(name = 'projection-service'): Logger {
  return pino({ name, level: process.env.LOG_LEVEL || 'info' });
}
