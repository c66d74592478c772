import { randomUUID } from 'node:crypto';
import {
  ACTOR_HEADER, INTERNAL_TOKEN_HEADER, parsePosition, REQUEST_ID_HEADER, type Actor, type ProjectionName,
} from '@tsuzuki/events';
import { AppError, fromProblem } from '../http/errors.ts';
import type { CheckpointWatcher } from './checkpoints.ts';

export interface CommandResult {
  position: string;
  stream: string;
  streamVersion: string;
  ids: Record<string, number>;
  duplicate: boolean;
}

export interface CommandOptions {
  /** The read models the mutation's answer reads: the call returns once they have caught up. */
  projections: readonly ProjectionName[];
  commandId?: string;
}

export interface CommandForwarder {
  send(name: string, payload: unknown, options: CommandOptions): Promise<CommandResult>;
}

export interface ForwarderConfig {
  commandServiceUrl: string;
  internalToken: string | null;
  watcher: CheckpointWatcher;
  rywTimeoutMs: number;
}

export const RYW_TIMEOUT_MESSAGE = 'Your change was saved but is not visible yet. Please refresh in a moment.';

/**
 * Mutations forward to the command-service as the request's actor, then wait until the read models the
 * answer needs include the change (read-your-writes), so the mutation's payload shows the new state.
 */
export function commandForwarder(config: ForwarderConfig, request: { actor: Actor; requestId: string }): CommandForwarder {
  return {
    async send(name, payload, options) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        [ACTOR_HEADER]: JSON.stringify(request.actor),
        [REQUEST_ID_HEADER]: request.requestId,
      };
      if (config.internalToken) headers[INTERNAL_TOKEN_HEADER] = config.internalToken;
      const res = await fetch(`${config.commandServiceUrl.replace(/\/$/, '')}/commands/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ commandId: options.commandId ?? randomUUID(), payload }),
      });
      const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      if (!res.ok) {
        // Expected refusals keep the command-service's status, message and validation map.
        const refusal = fromProblem(res.status, body);
        if (refusal) throw refusal;
        throw new Error(`command-service answered ${res.status} to ${name}: ${JSON.stringify(body)}`);
      }
      const result = body as unknown as CommandResult;
      const caughtUp = await config.watcher.waitFor(parsePosition(result.position), options.projections, config.rywTimeoutMs);
      if (!caughtUp) throw new AppError(504, 'RYW_TIMEOUT', RYW_TIMEOUT_MESSAGE);
      return result;
    },
  };
}
