import { randomUUID } from 'node:crypto';
import { FORUM_LIMITS } from '@tsuzuki/events';
import type { Logger } from 'pino';
import type { CommandForwarder } from '../../commands/forward.ts';

// Thread page views (ADR 17): each process counts them in memory and records what it counted as one
// RecordThreadViews command a few seconds after the first uncounted view, so the log grows with the number of flushes,
// not with traffic. A batch that could not be sent is sent again, with the same id, before anything newer; views of a
// process that dies before its flush are lost, at most one interval's worth.

interface Batch {
  hour: number;
  batchId: string;
  views: { threadId: number; views: number }[];
}

const PROCESS = randomUUID();
const flushMs = () => Number(process.env.THREAD_VIEWS_FLUSH_MS ?? 15_000);

let counted = new Map<number, number>();
let unsent: Batch | null = null;
let batches = 0;
let timer: NodeJS.Timeout | null = null;
let flushing: Promise<void> | null = null;

function take(): Batch | null {
  if (counted.size === 0) return null;
  const entries = [...counted].slice(0, FORUM_LIMITS.viewedThreads);
  for (const [id] of entries) counted.delete(id);
  const hour = Math.floor(Date.now() / 3_600_000);
  return { hour, batchId: `${PROCESS}:${++batches}`, views: entries.map(([threadId, views]) => ({ threadId, views })) };
}

function schedule(commands: CommandForwarder, log: Pick<Logger, 'warn'>, ms = flushMs()): void {
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    void flush(commands, log);
  }, ms);
  // Counting views must never keep a stopping process alive.
  timer.unref();
}

/**
 * Sends what was counted, batch by batch. The forwarder of whichever request started the interval sends it (views
 * are nobody's, and it waits for no read model).
 */
export function flush(commands: CommandForwarder, log: Pick<Logger, 'warn'>): Promise<void> {
  // `finally` runs after this assignment even when there is nothing to send.
  flushing ??= sendCounted(commands, log).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendCounted(commands: CommandForwarder, log: Pick<Logger, 'warn'>): Promise<void> {
  try {
    for (unsent ??= take(); unsent; unsent = take()) await commands.send('RecordThreadViews', unsent, { projections: [] });
  } catch (err) {
    log.warn({ err }, 'thread views not recorded yet; trying again later');
    schedule(commands, log, Math.max(flushMs(), 1000));
  }
}

/** Counts one view of a thread page (Query.Thread with an id). */
export function countThreadView(ctx: { commands: CommandForwarder; log: Pick<Logger, 'warn'> }, threadId: number): void {
  counted.set(threadId, (counted.get(threadId) ?? 0) + 1);
  if (counted.size >= FORUM_LIMITS.viewedThreads || flushMs() <= 0) void flush(ctx.commands, ctx.log);
  else schedule(ctx.commands, ctx.log);
}

/** Forgets what this process counted (tests). */
export function resetThreadViews(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  counted = new Map();
  unsent = null;
}
