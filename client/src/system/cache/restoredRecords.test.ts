import { loadQuery } from 'react-relay';
import {
  createOperationDescriptor,
  Environment,
  getRequest,
  Network,
  Observable,
  RecordSource,
  Store,
  type GraphQLResponse,
} from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { viewerQuery } from '../../session/ViewerQuery.ts';
import { getDataID } from '../relayEnvironment.ts';
import { firstPageLoadersDone, holdsRestoredRecords, restoredPolicy, restoreRecords, settleRestoredRecords } from './restoredRecords.ts';

// ADR 66: records restored from the client cache answer the first page at once, are asked again once it shows, and
// are let go where nothing holds them, so that a later page asks the server instead of showing an old answer.

const operation = createOperationDescriptor(getRequest(viewerQuery), {});
const answer = (name: string) =>
  MockPayloadGenerator.generate(operation, { User: () => ({ id: 7, name, unreadNotificationCount: 0 }) }) as GraphQLResponse;

/** A visit's environment; `asked` counts what it sends to the server, which answers with the viewer named `name`. */
function visit(name: string) {
  const asked: string[] = [];
  const environment = new Environment({
    network: Network.create((params) => {
      asked.push(params.name);
      return Observable.from(Promise.resolve(answer(name)));
    }),
    store: new Store(new RecordSource()),
    getDataID,
  });
  return { environment, asked };
}

const viewerName = (environment: Environment) =>
  (environment.lookup(operation.fragment).data as { Viewer?: { name?: string } } | undefined)?.Viewer?.name;

describe('records restored from the cache', () => {
  it('answer the first page without a request, then are asked again and let go where nothing holds them', async () => {
    const before = visit('Aki');
    before.environment.commitPayload(operation, (answer('Aki') as { data: never }).data);
    const cached = {
      ...before.environment.getStore().getSource().toJSON(),
      'Media:999': { __id: 'Media:999', __typename: 'Media', id: 999 },
    };

    const now = visit('Aki Renamed');
    restoreRecords(now.environment, cached);
    expect(holdsRestoredRecords(now.environment)).toBe(true);
    const policy = restoredPolicy(now.environment, viewerQuery, {});
    expect(policy).toBe('store-or-network');
    const ref = loadQuery(now.environment, viewerQuery, {}, { fetchPolicy: policy });
    expect(now.asked).toEqual([]);
    expect(viewerName(now.environment)).toBe('Aki');

    settleRestoredRecords();
    expect(holdsRestoredRecords(now.environment)).toBe(false);
    expect(now.asked).toEqual(['ViewerQuery']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(viewerName(now.environment)).toBe('Aki Renamed');
    // Held by no query: gone, so a later page asks the server for it.
    expect(now.environment.getStore().getSource().get('Media:999')).toBeUndefined();
    expect(now.environment.getStore().getSource().get('client:root')).toBeDefined();
    ref.dispose();
  });

  it('leave a page the store cannot answer to its request, and ask nothing again for it', () => {
    const now = visit('Aki');
    restoreRecords(now.environment, { 'Media:999': { __id: 'Media:999', __typename: 'Media', id: 999 } });
    const ref = loadQuery(now.environment, viewerQuery, {}, { fetchPolicy: restoredPolicy(now.environment, viewerQuery, {}) });
    expect(now.asked).toEqual(['ViewerQuery']);
    settleRestoredRecords();
    expect(now.asked).toEqual(['ViewerQuery']);
    ref.dispose();
  });

  // Last: the first page's loaders are done for the rest of this file.
  it('are not read by a later page: the first page left them unsettled, they are settled and the server asked', () => {
    const now = visit('Aki');
    const before = visit('Aki');
    before.environment.commitPayload(operation, (answer('Aki') as { data: never }).data);
    restoreRecords(now.environment, before.environment.getStore().getSource().toJSON());
    firstPageLoadersDone();
    expect(restoredPolicy(now.environment, viewerQuery, {})).toBe('network-only');
    expect(holdsRestoredRecords(now.environment)).toBe(false);
    // Not held by any query: collected.
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(now.environment.getStore().getSource().get('User:7')).toBeUndefined();
        resolve();
      }, 10),
    );
  });
});
