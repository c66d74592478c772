import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from 'pino';
import { PROJECTIONS, projectionsFor, type Actor } from '@tsuzuki/events';
import { type EventStore } from '@tsuzuki/event-store';
import { accountCommands } from './accounts/index.ts';
import { announceLoginsChanged } from './accounts/loginsChanged.ts';
import { announcementCommands } from './announcements/index.ts';
import { catalogueCommands } from './catalogue/index.ts';
import { listCommands } from './lists/index.ts';
import { socialCommands } from './social/index.ts';
import { forumCommands } from './forum/index.ts';
import { BanCheck } from './moderation/bans.ts';
import { moderationCommands } from './moderation/index.ts';
import { recommendationCommandsByName } from './recommendations/index.ts';
import { reviewCommandsByName } from './reviews/index.ts';
import { NotFoundError } from './errors.ts';
import type { RegisteredCommand } from './framework/command.ts';
import { handleMany } from './framework/batch.ts';
import { handleCommand, type CommandResult, type Handled, type HandlerDeps } from './framework/handler.ts';
import { IdAllocator } from './framework/ids.ts';
import { Reservations } from './framework/reservations.ts';
import { StateCache } from './framework/stateCache.ts';

export type { CommandResult } from './framework/handler.ts';

/** What the bus needs of the Doorbell (events/store/src/doorbell.ts). */
export interface Ringer {
  ring(projections?: readonly string[]): Promise<void>;
}

export interface CommandBusDeps {
  store: EventStore;
  /** The command-service's own tables (ids, reservations); see ensureOwnTables. */
  pool: pg.Pool;
  doorbell: Ringer | null;
  logger?: Pick<Logger, 'warn'>;
  clock?: () => Date;
  commands?: ReadonlyMap<string, RegisteredCommand>;
}

export interface ExecuteOptions {
  actor: Actor;
  /** Idempotency key: the same id again appends nothing and answers as the first time. */
  commandId?: string;
  /** The request id, kept in the events' metadata. */
  correlationId?: string;
  /** In-process callers only (the HTTP route never sets it): the demo seed's members did things in the past. */
  occurredAt?: Date;
}

/** One command of an executeMany batch: by name, or a spec not reachable by name (as `run` takes). */
export interface BatchCommand {
  command: string | RegisteredCommand;
  payload: unknown;
  options: ExecuteOptions;
}

/**
 * The one way in for commands: the HTTP route and in-process callers (the seed importer) go through
 * `execute`, so both run the same validation, authorisation and decide path.
 */
export class CommandBus {
  private readonly deps: HandlerDeps;
  private readonly commands: ReadonlyMap<string, RegisteredCommand>;

  constructor(private readonly options: CommandBusDeps) {
    this.deps = {
      store: options.store,
      ids: new IdAllocator(options.pool),
      reservations: new Reservations(options.pool),
      clock: options.clock ?? (() => new Date()),
      states: new StateCache(),
      gate: new BanCheck(options.store),
    };
    this.commands =
      options.commands ??
      new Map([
        ...catalogueCommands,
        ...accountCommands,
        ...listCommands,
        ...socialCommands,
        ...reviewCommandsByName,
        ...recommendationCommandsByName,
        ...forumCommands,
        ...moderationCommands,
        ...announcementCommands,
      ]);
  }

  has(name: string): boolean {
    return this.commands.has(name);
  }

  /** Every command reachable by name (the permissions matrix test walks them all). */
  names(): string[] {
    return [...this.commands.keys()];
  }

  async execute(name: string, payload: unknown, options: ExecuteOptions): Promise<CommandResult> {
    const spec = this.commands.get(name);
    if (!spec) throw new NotFoundError(`Unknown command ${name}.`);
    return this.run(spec, payload, options);
  }

  /** Runs a command that is not reachable by name over HTTP (sign-up: the auth routes own its other steps). */
  async run(spec: RegisteredCommand, payload: unknown, options: ExecuteOptions): Promise<CommandResult> {
    const context = {
      actor: options.actor,
      commandId: options.commandId ?? randomUUID(),
      correlationId: options.correlationId,
      occurredAt: options.occurredAt,
    };
    const { result, inLog, appended } = await handleCommand(spec, payload, context, this.deps);
    // Only the read models that consume what was appended. A duplicate rings them all: the first attempt may have
    // stopped between its append and its ring, and which events it appended is not at hand.
    if (inLog) await this.ring(appended.length ? projectionsFor(appended.map((e) => e.type)) : PROJECTIONS);
    await announceLoginsChanged(this.options.pool, appended, this.options.logger);
    return result;
  }

  /**
   * Many commands at once for in-process callers (the demo importer): each validated, authorised and decided as
   * `execute` would, with their reads, id allocations and appends shared (framework/batch.ts), and answered like
   * Promise.allSettled over `execute`: a refused command rejects only its own entry. Commands of a batch are
   * decided as if sent at the same moment: none sees another's events, except that commands naming the same
   * stream are applied to it in batch order. A command that reads a stream another one writes belongs in a later
   * batch.
   */
  async executeMany(items: readonly BatchCommand[]): Promise<PromiseSettledResult<CommandResult>[]> {
    const settled = new Array<PromiseSettledResult<Handled>>(items.length);
    const known: { index: number; spec: RegisteredCommand; item: BatchCommand }[] = [];
    items.forEach((item, index) => {
      const spec = typeof item.command === 'string' ? this.commands.get(item.command) : item.command;
      if (spec) known.push({ index, spec, item });
      else settled[index] = { status: 'rejected', reason: new NotFoundError(`Unknown command ${String(item.command)}.`) };
    });
    const handled = await handleMany(
      known.map(({ spec, item }) => ({
        spec,
        raw: item.payload,
        context: {
          actor: item.options.actor,
          commandId: item.options.commandId ?? randomUUID(),
          correlationId: item.options.correlationId,
          occurredAt: item.options.occurredAt,
        },
      })),
      this.deps,
    );
    handled.forEach((h, k) => (settled[known[k]!.index] = h));
    // One ring for the batch, for every read model that consumes what it appended (all of them after a duplicate).
    const done = handled.flatMap((h) => (h.status === 'fulfilled' && h.value.inLog ? [h.value] : []));
    if (done.length) {
      await this.ring(
        done.some((h) => !h.appended.length)
          ? PROJECTIONS
          : projectionsFor([...new Set(done.flatMap((h) => h.appended.map((e) => e.type)))]),
      );
      await announceLoginsChanged(
        this.options.pool,
        done.flatMap((h) => h.appended),
        this.options.logger,
      );
    }
    return settled.map((s) => (s.status === 'fulfilled' ? { status: 'fulfilled', value: s.value.result } : s));
  }

  private async ring(projections: readonly string[]): Promise<void> {
    if (!this.options.doorbell || projections.length === 0) return;
    try {
      await this.options.doorbell.ring(projections);
    } catch (err) {
      // The events are in the log; the projections' scheduled drain picks them up without the bell.
      this.options.logger?.warn({ err }, 'doorbell ring failed');
    }
  }
}
