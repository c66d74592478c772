import {
  commitLocalUpdate,
  ConnectionHandler,
  Environment,
  fetchQuery,
  Network,
  RecordSource,
  Store,
  type GraphQLResponse,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { getDataID } from '../../../system/relayEnvironment.ts';
import { removeFavouriteEdge, reorderFavouriteEdges } from './favouriteConnection.ts';
import { userFavouritesQuery } from './FavouritesQuery.ts';

// The favourites page's own changes to a kind's connection, over a real Relay store fed a canned first page.
const edge = (id: number, order: number) => ({
  cursor: `c${id}`,
  favouriteOrder: order,
  node: { __typename: 'Studio', id, name: `Studio ${id}` },
});
const empty = { edges: [], pageInfo: { endCursor: null, hasNextPage: false } };

async function loaded() {
  const data = {
    User: { id: 1 },
    anime: empty,
    manga: empty,
    characters: empty,
    staff: empty,
    studios: { edges: [edge(11, 1), edge(12, 2), edge(13, 3)], pageInfo: { endCursor: 'c13', hasNextPage: false } },
  };
  const environment = new Environment({
    network: Network.create(() => Promise.resolve({ data } as GraphQLResponse)),
    store: new Store(new RecordSource()),
    getDataID,
  });
  await fetchQuery(environment, userFavouritesQuery, { id: 1, name: null }).toPromise();
  let connectionId = '';
  commitLocalUpdate(environment, (store) => {
    connectionId = ConnectionHandler.getConnection(store.getRoot(), 'favouriteKinds_studios', { userId: 1, type: 'STUDIO' })!.getDataID();
  });
  return { environment, connectionId };
}

const order = (environment: Environment, connectionId: string) => {
  let rows: unknown[] = [];
  commitLocalUpdate(environment, (store) => {
    rows = (store.get(connectionId)?.getLinkedRecords('edges') ?? []).map((e) => [
      e?.getLinkedRecord('node')?.getValue('id'),
      e?.getValue('favouriteOrder'),
    ]);
  });
  return rows;
};

describe('a kind of favourites changed in place', () => {
  it('takes the new order, numbering the places again, the items it was not given last', async () => {
    const { environment, connectionId } = await loaded();
    commitLocalUpdate(environment, (store) => reorderFavouriteEdges(store, connectionId, ['Studio:13', 'Studio:11']));
    expect(order(environment, connectionId)).toEqual([
      [13, 1],
      [11, 2],
      [12, 3],
    ]);
  });

  it('drops a removed favourite', async () => {
    const { environment, connectionId } = await loaded();
    commitLocalUpdate(environment, (store) => removeFavouriteEdge(store, connectionId, 'Studio:12'));
    expect(order(environment, connectionId)).toEqual([
      [11, 1],
      [13, 3],
    ]);
  });
});
