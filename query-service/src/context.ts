import type { Actor } from '@tsuzuki/events';
import type { Logger } from 'pino';
import type { CommandForwarder } from './commands/forward.ts';
import type { Queryable } from './db/queryable.ts';
import { LoaderRegistry } from './loaders.ts';

/** Everything a resolver may use; one per request, so DataLoader caches never leak between viewers. */
export interface Context {
  db: Queryable;
  actor: Actor;
  requestId: string;
  log: Logger;
  loaders: LoaderRegistry;
  commands: CommandForwarder;
  /** Unix seconds at the start of the request: timeUntilAiring and isBirthday agree within one request. */
  now: number;
}

export function createContext(deps: Omit<Context, 'loaders' | 'now'> & { now?: number }): Context {
  return { ...deps, loaders: new LoaderRegistry(), now: deps.now ?? Math.floor(Date.now() / 1000) };
}
