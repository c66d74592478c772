import type { Logger } from 'pino';
import { serviceLogger } from '@tsuzuki/event-store/logging';

export type { Logger };

/** JSON lines on stdout, readable lines at a terminal (serviceLogger); LOG_LEVEL=silent keeps tests and child processes quiet. */
export function createLogger(name = 'projection-service'): Logger {
  return serviceLogger({ name, level: process.env.LOG_LEVEL || 'info' });
}
