import { expect } from 'vitest';
import type { Actor, DomainEvent } from '@tsuzuki/events';
import type { DomainError } from '../errors.ts';
import type { AnyCommand, CommandMetadata, Decider } from './command.ts';

const SYSTEM: Actor = { kind: 'system' };

/** Fixed metadata for decider tests: decide is pure, so the tests need no clock. */
export function metadata<Ids extends Record<string, number>>(
  ids: Ids,
  actor: Actor = SYSTEM,
  pools: CommandMetadata['pools'] = {},
  occurredAt = '2024-04-01T12:00:00.000Z',
): CommandMetadata<Ids> {
  return { commandId: 'test-command', occurredAt, actor, ids, pools };
}

/** given(previous events).when(command).then(new events) | .thenThrows(error); `context` is what decide reads elsewhere. */
export function given<C extends AnyCommand, S, Ctx = undefined>(decider: Decider<C, S, Ctx>, ...history: DomainEvent[]) {
  return withContext(decider, undefined as Ctx, ...history);
}

export function withContext<C extends AnyCommand, S, Ctx>(decider: Decider<C, S, Ctx>, context: Ctx, ...history: DomainEvent[]) {
  return {
    when(command: C) {
      const state = () =>
        decider.fold ? decider.fold(decider.initialState, history) : history.reduce((s, e) => decider.evolve(s, e), decider.initialState);
      const run = () => decider.decide(command, state(), context);
      return {
        then(expected: DomainEvent[]) {
          expect(run()).toEqual(expected);
        },
        thenThrows(expected: DomainError) {
          let thrown: unknown = null;
          try {
            run();
          } catch (err) {
            thrown = err;
          }
          expect(thrown).toBeInstanceOf(expected.constructor);
          expect(thrown).toMatchObject({ code: expected.code, status: expected.status, message: expected.message });
        },
      };
    },
  };
}
