import type { Actor } from '@tsuzuki/events';
import type { Logger } from 'pino';
import type { AuthClient } from './accounts/authClient.ts';
import type { RequestAuth } from './accounts/requestAuth.ts';
import type { CheckpointWatcher } from './commands/checkpoints.ts';
import type { CommandForwarder } from './commands/forward.ts';
import type { Queryable } from './db/queryable.ts';
import type { AnswerRecord } from './http/answerCache/record.ts';
import { RequestCost } from './http/requestCost.ts';
import type { ActivityHub } from './live/activityHub.ts';
import type { NotificationHub } from './live/notificationHub.ts';
import type { ThreadHub } from './live/threadHub.ts';
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
  /**
   * The same time, for a read whose answer changes only at a moment it can name (the next episode is the next one
   * until it airs): reading `timeline.now` does not mark the answer as the clock's, and `changesAt` tells the answer
   * cache until when the answer holds (ADR 52). Anything else that reads the time reads `now`.
   */
  timeline: { readonly now: number; changesAt(unixSeconds: number): void };
  /** The fields the request has resolved so far, against its limit (http/requestCost.ts). */
  cost: RequestCost;
  /** An answer the answer cache may keep (a guest's or a member's): what the execution reads is told to it (http/answerCache). */
  answer?: AnswerRecord | null;
  /** The process's open notification streams (subscriptions, ADR 70); absent where none are served. */
  live?: NotificationHub;
  /** The process's open activity streams (feeds and activity pages, ADR 71). */
  liveActivities?: ActivityHub;
  /** The process's open thread pages (ADR 71). */
  liveThreads?: ThreadHub;
}

export function createContext(deps: Omit<Context, 'loaders' | 'now' | 'timeline' | 'cost'> & { now?: number }): Context {
  const startMs = deps.now === undefined ? Date.now() : deps.now * 1000;
  const now = Math.floor(startMs / 1000);
  const record = deps.answer;
  const timeline = {
    now,
    // Measured from the request's start in milliseconds: `now` is rounded down to the second.
    changesAt: (unixSeconds: number) => record?.changesAt(unixSeconds * 1000 - startMs),
  };
  const ctx: Context = { ...deps, loaders: new LoaderRegistry(), now, timeline, cost: new RequestCost() };
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
