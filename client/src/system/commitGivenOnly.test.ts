import { Environment, Network, RecordSource, Store, type CacheConfig, type Variables } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import toggleFavouriteMutation from '../mutations/__generated__/toggleFavouriteMutation.graphql';
import { commitGivenOnly } from './commitGivenOnly.ts';
import { GIVEN_VARIABLES } from './relayEnvironment.ts';

describe('commitGivenOnly', () => {
  it('names the variables the caller gave, beside the nulls Relay fills in for the other declared ones', async () => {
    const sent: { variables: Variables; cacheConfig: CacheConfig }[] = [];
    const environment = new Environment({
      network: Network.create(async (_params, variables, cacheConfig) => {
        sent.push({ variables, cacheConfig });
        return { data: { ToggleFavourite: { __typename: 'Favourites' } } };
      }),
      store: new Store(new RecordSource()),
    });
    await new Promise<void>((resolve, reject) => {
      commitGivenOnly(environment, {
        mutation: toggleFavouriteMutation,
        variables: { mangaId: 8 },
        onCompleted: () => resolve(),
        onError: reject,
      });
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.variables).toMatchObject({ mangaId: 8, animeId: null });
    expect(sent[0]!.cacheConfig.metadata?.[GIVEN_VARIABLES]).toEqual(['mangaId']);
  });
});
