import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from 'pino';
import { PROJECTIONS, projectionsFor, type Actor, type EventStore } from '@tsuzuki/events';
import { accountCommands } from './accounts/index.ts';
import { catalogueCommands } from './catalogue/index.ts';
import { listCommands } from './lists/index.ts';
import { socialCommands } from './social/index.ts';
import { forumCommands } from './forum/index.ts';
import { recommendationCommandsByName } from './recommendations/index.ts';
import { reviewCommandsByName } from './reviews/index.ts';
import { NotFoundError } from './errors.ts';
import type { RegisteredCommand } from './framework/command.ts';
import { handleCommand, type CommandResult, type HandlerDeps } from './framework/handler.ts';
import { IdAllocator } from './framework/ids.ts';
import { Reservations } from './framework/reservations.ts';
import { StateCache } from './framework/stateCache.ts';

export type { CommandResult } from './framework/handler.ts';

/** What the bus needs of the Doorbell (events/src/doorbell.ts). */
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
    };
    this.commands = options.commands ?? new Map([...catalogueCommands, ...accountCommands, ...listCommands, ...socialCommands,
      ...reviewCommandsByName,
      ...recommendationCommandsByName,
      ...forumCommands,
    ]);
  }

  has(name: string): boolean {
    return this.commands.has(name);
  }

  async execute(name: string, payload: unknown, options: ExecuteOptions): Promise<CommandResult> {
    const spec = this.commands.get(name);
    if (!spec) throw new NotFoundError(`Unknown command ${name}.`);
    return this.run(spec, payload, options);
  }

  /** Runs a command that is not reachable by name over HTTP (sign-up: the auth routes own its other steps). */
  async run(spec: RegisteredCommand, payload: unknown, options: ExecuteOptions): Promise<CommandResult> {
    const context = {
      actor: options.actor, commandId: options.commandId ?? randomUUID(), correlationId: options.correlationId, occurredAt: options.occurredAt,
    };
    const { result, inLog, appended } = await handleCommand(spec, payload, context, this.deps);
    // Only the read models that consume what was appended. A duplicate rings them all: the first attempt may have
    // stopped between its append and its ring, and which events it appended is not at hand.
    if (inLog) await this.ring(appended.length ? projectionsFor(appended.map((e) => e.type)) : PROJECTIONS);
    return result;
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
