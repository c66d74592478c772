import { expect } from 'vitest';
import type { Actor, DomainEvent } from '@tsuzuki/events';
import type { DomainError } from '../errors.ts';
import type { AnyCommand, CommandMetadata, Decider } from './command.ts';

const SYSTEM: Actor = { kind: 'system' };

/** Fixed metadata for decider tests: decide is pure, so the tests need no clock. */
export function metadata<Ids extends Record<string, number>>(ids: Ids, actor: Actor = SYSTEM): CommandMetadata<Ids> {
  return { commandId: 'test-command', occurredAt: '2024-04-01T12:00:00.000Z', actor, ids };
}

/** given(previous events).when(command).then(new events) | .thenThrows(error) */
export function given<C extends AnyCommand, S>(decider: Decider<C, S>, ...history: DomainEvent[]) {
  return {
    when(command: C) {
      const run = () => decider.decide(command, history.reduce((state, e) => decider.evolve(state, e), decider.initialState));
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
