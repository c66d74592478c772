import { describe, expect, it } from 'vitest';
import { COMMAND_SCOPES } from '@tsuzuki/events/oauth';
import { CommandBus } from '../bus.ts';

// Which scope an API token needs for each command (events/src/oauth.ts, ADR 24). COMMAND_SCOPES is typed by the
// command contract (ADR 35), so the compiler keeps it and the contract alike; this keeps the contract and the
// command-service's registry alike: every command it registers is in the contract, and every contract command is handled.
describe('API token scopes', () => {
  // Only the list of registered names is read: no store or pool is touched.
  const bus = new CommandBus({ store: null as never, pool: null as never, doorbell: null, logger: null as never });

  it('names a scope for every registered command, and none for a command that does not exist', () => {
    expect(
      bus.names().filter((name) => !(name in COMMAND_SCOPES)),
      'commands without a scope',
    ).toEqual([]);
    expect(
      Object.keys(COMMAND_SCOPES).filter((name) => !bus.has(name)),
      'scopes of no command',
    ).toEqual([]);
  });
});
