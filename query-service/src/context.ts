import type { Actor } from '@tsuzuki/events';
import type { Logger } from 'pino';
import type { AuthClient } from './accounts/authClient.ts';
import type { RequestAuth } from './accounts/requestAuth.ts';
import type { CheckpointWatcher } from './commands/checkpoints.ts';
import type { CommandForwarder } from './commands/forward.ts';
import type { Queryable } from './db/queryable.ts';
import type { AnswerRecord } from './http/answerCache/record.ts';
import { RequestCost } from './http/requestCost.ts';
import { LoaderRegistry } from './loaders.ts';

/** Everything a resolver may use; one per request, so DataLoader caches never leak between viewers. */
export interface Context {
  db: Queryable;
  actor: Actor;
  requestId: string;
  log: Logger;
  loaders: LoaderRegistry;
  commands: CommandForwarder;
  /** The browser's login: session cookie, device id, address (account mutations change it). */
  session: RequestAuth;
  /** The command-service's /auth routes. */
  accounts: AuthClient;
  /** Read-your-writes for account calls that answer with a log position instead of going through `commands`. */
  watcher: CheckpointWatcher;
  rywTimeoutMs: number;
  /** Unix seconds at the start of the request: timeUntilAiring and isBirthday agree within one request. */
  now: number;
  /** The fields the request has resolved so far, against its limit (http/requestCost.ts). */
  cost: RequestCost;
  /** An answer the answer cache may keep (a guest's or a member's): what the execution reads is told to it (http/answerCache). */
  answer?: AnswerRecord | null;
}

export function createContext(deps: Omit<Context, 'loaders' | 'now' | 'cost'> & { now?: number }): Context {
  const now = deps.now ?? Math.floor(Date.now() / 1000);
  const ctx: Context = { ...deps, loaders: new LoaderRegistry(), now, cost: new RequestCost() };
  const record = deps.answer;
  // An answer that read the time changes without any event: the cache keeps it only briefly.
  if (record)
    Object.defineProperty(ctx, 'now', {
      enumerable: true,
      get() {
        record.clock = true;
        return now;
      },
    });
  return ctx;
}
