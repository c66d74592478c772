import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACTOR_HEADER, INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER, type Actor, type ProjectionName } from '@tsuzuki/events';
import { parsePosition } from '@tsuzuki/event-store';
import { CommandResult, type CommandInput, type CommandName } from '@tsuzuki/events/commands';
import { COMMAND_SCOPES, MISSING_SCOPE_MESSAGE, type Scope } from '@tsuzuki/events/oauth';
import { AppError, badInput, fromProblem } from '../http/errors.ts';
import type { CheckpointWatcher } from './checkpoints.ts';

export type { CommandResult };

export interface CommandOptions {
  /** The read models the mutation's answer reads: the call returns once they have caught up. */
  projections: readonly ProjectionName[];
}

/**
 * A command's payload made of the client's arguments as given: its field names are the command's, its values are
 * whatever the client sent. The command-service checks them against the command's schema, and its field messages
 * are the ones the client reads, so the query-service does not check them first.
 */
export type AsGiven<N extends CommandName> = { readonly [K in keyof CommandInput<N>]?: unknown };

/**
 * A payload as given with no field the command does not take: an argument added to the SDL but not to the contract
 * would otherwise be dropped by the command's schema without a word, so it fails to compile instead.
 */
export type OnlyContractFields<N extends CommandName, P> = P & { readonly [K in Exclude<keyof P, keyof CommandInput<N>>]: never };

export interface CommandForwarder {
  /** Checked by name: the payload is the input of that command's schema in the contract (events/src/commands). */
  send<N extends CommandName>(name: N, payload: CommandInput<N>, options: CommandOptions): Promise<CommandResult>;
  /** Arguments a resolver passes through without reading them: only their names are checked here (AsGiven). */
  sendAsGiven<N extends CommandName, P extends AsGiven<N>>(
    name: N,
    payload: OnlyContractFields<N, P>,
    options: CommandOptions,
  ): Promise<CommandResult>;
}

export interface ForwarderConfig {
  commandServiceUrl: string;
  internalToken: string | null;
  watcher: CheckpointWatcher;
  rywTimeoutMs: number;
  /** Waits before each retry of a command whose connection failed; the same command id every time. */
  retryDelaysMs?: readonly number[];
}

export interface ForwardedRequest {
  actor: Actor;
  requestId: string;
  /** The client's Idempotency-Key header: a retried request with the same key saves its change once. */
  idempotencyKey?: string | null;
  /** The scopes of the request's API token; null for the site's own pages, which may send any command. */
  scopes?: readonly Scope[] | null;
  /**
   * Runs the wait for the command-service and read-your-writes outside the admission gate (Ticket.outside): the
   * slot is free meanwhile, and taken back ahead of the queue, never shed, so the answer is not lost.
   */
  idle?: <T>(work: () => Promise<T>) => Promise<T>;
}

export const RYW_TIMEOUT_MESSAGE = 'Your change was saved but is not visible yet. Please refresh in a moment.';
export const NOT_SAVED_MESSAGE = 'The site is restarting and your change was not saved. Please try again in a moment.';
export const MAYBE_SAVED_MESSAGE =
  'The server stopped before it could confirm your change, so it may have been saved. Reload to check before trying again.';
export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 1 to 200 visible ASCII characters.';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
// About two seconds in all: long enough for a command-service that is being restarted.
const RETRY_DELAYS_MS = [100, 300, 600, 1000];

/**
 * The command id of the n-th command of a request. With an Idempotency-Key it is derived from the key, the actor
 * and n, so a retried request sends the same ids (and another member's key can never match ours).
 */
function commandIdFor(request: ForwardedRequest, n: number): string {
  if (!request.idempotencyKey) return randomUUID();
  const who = request.actor.kind === 'user' ? `user:${request.actor.id}` : request.actor.kind;
  return `idem:${createHash('sha256').update(`${who}\n${request.idempotencyKey}\n${n}`).digest('base64url')}`;
}

/** A connection that failed before the request was sent: the command certainly did not run. */
const refused = (err: unknown) => (err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';

/**
 * Mutations forward to the command-service as the request's actor, then wait until the read models the
 * answer needs include the change (read-your-writes), so the mutation's payload shows the new state. A
 * connection that fails is retried with the same command id, which the command-service appends at most once.
 */
export function commandForwarder(config: ForwarderConfig, request: ForwardedRequest): CommandForwarder {
  let sent = 0;
  const delays = config.retryDelaysMs ?? RETRY_DELAYS_MS;
  async function send(name: CommandName, payload: unknown, options: CommandOptions): Promise<CommandResult> {
    if (request.idempotencyKey != null && !IDEMPOTENCY_KEY.test(request.idempotencyKey)) {
      throw badInput(IDEMPOTENCY_KEY_MESSAGE, { 'Idempotency-Key': [IDEMPOTENCY_KEY_MESSAGE] });
    }
    if (request.scopes) {
      const needed = COMMAND_SCOPES[name];
      if (!request.scopes.includes(needed)) throw new AppError(403, 'FORBIDDEN', MISSING_SCOPE_MESSAGE(needed));
    }
    const commandId = commandIdFor(request, sent++);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [ACTOR_HEADER]: JSON.stringify(request.actor),
      [REQUEST_ID_HEADER]: request.requestId,
    };
    if (config.internalToken) headers[INTERNAL_TOKEN_HEADER] = config.internalToken;
    const url = `${config.commandServiceUrl.replace(/\/$/, '')}/commands/${encodeURIComponent(name)}`;
    const body = JSON.stringify({ commandId, payload });
    const idle = request.idle ?? ((work) => work());
    return idle(() => sendAndWait(name, url, headers, body, options));
  }

  async function sendAndWait(
    name: CommandName,
    url: string,
    headers: Record<string, string>,
    body: string,
    options: CommandOptions,
  ): Promise<CommandResult> {
    let res: Response | null = null;
    let mayHaveRun = false;
    for (let attempt = 0; !res; attempt++) {
      try {
        res = await fetch(url, { method: 'POST', headers, body });
      } catch (err) {
        mayHaveRun ||= !refused(err);
        if (attempt >= delays.length) {
          throw new AppError(503, 'UNAVAILABLE', mayHaveRun ? MAYBE_SAVED_MESSAGE : NOT_SAVED_MESSAGE);
        }
        await sleep(delays[attempt]!);
      }
    }
    const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok) {
      // Expected refusals keep the command-service's status, message and validation map.
      const refusal = fromProblem(res.status, answer);
      if (refusal) throw refusal;
      throw new Error(`command-service answered ${res.status} to ${name}: ${JSON.stringify(answer)}`);
    }
    const parsed = CommandResult.safeParse(answer);
    if (!parsed.success) throw new Error(`command-service answered ${name} with no command result: ${JSON.stringify(answer)}`);
    const result = parsed.data;
    const caughtUp = await config.watcher.waitFor(parsePosition(result.position), options.projections, config.rywTimeoutMs);
    if (!caughtUp) throw new AppError(504, 'RYW_TIMEOUT', RYW_TIMEOUT_MESSAGE);
    return result;
  }
  return { send, sendAsGiven: send };
}
