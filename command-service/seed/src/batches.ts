// The seed sends its commands in batches (CommandBus.executeMany, docs/adr/0018): per batch one id allocation,
// one read of the streams, one append, instead of one of each per command. A batch's commands are decided as if
// sent at the same moment (commands on the same stream in turn), so a command that must see the events of
// another stream's command goes in a later call: the seed sends its steps one after another.
import type { Actor } from '@tsuzuki/events';
import type { BatchCommand, CommandResult } from '@tsuzuki/command-service/bus';

/** The part of the command bus the seed uses. */
export interface SeedBus {
  executeMany(items: readonly BatchCommand[]): Promise<PromiseSettledResult<CommandResult>[]>;
}

export interface SeedCommand {
  command: BatchCommand['command'];
  payload: unknown;
  actor: Actor;
  commandId: string;
  occurredAt?: Date;
  /** How much of a batch it fills (a list import carries hundreds of entries); 1 if not given. */
  weight?: number;
}

export interface SendOptions {
  /** Commands (or weight) per batch. */
  size?: number;
  /**
   * Batches in flight. Only for commands on streams of their own with ids they name themselves (the catalogue):
   * otherwise a later batch could overtake an earlier one, and ids and stream order would depend on timing.
   */
  inFlight?: number;
  /** Called after each batch with the number of commands answered so far. */
  progress?: (done: number) => void;
}

/** A few hundred commands: large enough that a batch's round trips cost little per command, small enough to stream. */
export const BATCH_SIZE = 400;

/**
 * Sends `commands` in batches and answers each, in order. Ids are drawn in list order, so the same list gives the
 * same ids on every run. The first refused command fails the whole call, naming it.
 */
export async function sendBatches(bus: SeedBus, commands: readonly SeedCommand[], opts: SendOptions = {}): Promise<CommandResult[]> {
  const batches = chunk(commands, opts.size ?? BATCH_SIZE);
  const results = new Array<CommandResult>(commands.length);
  let next = 0;
  let done = 0;
  let failed: unknown = null;
  const worker = async () => {
    while (failed === null && next < batches.length) {
      const { start, items } = batches[next++]!;
      const settled = await bus.executeMany(
        items.map((c) => ({
          command: c.command,
          payload: c.payload,
          options: { actor: c.actor, commandId: c.commandId, occurredAt: c.occurredAt },
        })),
      );
      settled.forEach((s, k) => {
        if (s.status === 'fulfilled') results[start + k] = s.value;
        else failed ??= refusal(items[k]!, s.reason);
      });
      done += items.length;
      opts.progress?.(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.inFlight ?? 1, batches.length) }, worker));
  if (failed !== null) throw failed;
  return results;
}

/** Consecutive runs of at most `size` weight (a heavier command gets a batch of its own). */
function chunk(commands: readonly SeedCommand[], size: number): { start: number; items: SeedCommand[] }[] {
  const batches: { start: number; items: SeedCommand[] }[] = [];
  let weight = 0;
  commands.forEach((c, i) => {
    const w = c.weight ?? 1;
    const last = batches.at(-1);
    if (last && weight + w <= size) {
      last.items.push(c);
      weight += w;
    } else {
      batches.push({ start: i, items: [c] });
      weight = w;
    }
  });
  return batches;
}

function refusal(c: SeedCommand, reason: unknown): Error {
  const name = typeof c.command === 'string' ? c.command : c.command.type;
  return new Error(`seed: ${name} ${c.commandId} failed: ${(reason as Error)?.message ?? String(reason)}`, { cause: reason });
}

/**
 * The commands of several streams in one list, first of each, then second of each...: a batch then names each
 * stream about once, and commands on one stream still go in order (a batch decides those in turn, round by round).
 */
export function interleave<T>(groups: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...groups.map((g) => g.length));
  for (let i = 0; i < longest; i++) for (const g of groups) if (i < g.length) out.push(g[i]!);
  return out;
}

/** Commands in time order (stable; undated ones count as the epoch): a stream's events then read as they happened. */
export const byTime = (commands: readonly SeedCommand[]): SeedCommand[] =>
  [...commands].sort((a, b) => (a.occurredAt?.getTime() ?? 0) - (b.occurredAt?.getTime() ?? 0));
