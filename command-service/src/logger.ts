import type { Logger } from 'pino';
import { serviceLogger } from '@tsuzuki/event-store/logging';

export type { Logger };

/**
 * JSON lines on stdout, readable lines at a terminal (serviceLogger); LOG_LEVEL=silent keeps tests and child processes
 * quiet. The shared secret never reaches a log.
 */
export function createLogger(name = 'command-service'): Logger {
  return serviceLogger({
    name,
    level: process.env.LOG_LEVEL || 'info',
    redact: { paths: ['req.headers["x-internal-token"]'], censor: '[redacted]' },
  });
}
