import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import type { updateFavouriteOrderMutation } from './__generated__/updateFavouriteOrderMutation.graphql';

// UpdateFavouriteOrder (social §7): per kind, the ids and their order numbers, as AniList takes them.
const mutation = graphql`
  mutation updateFavouriteOrderMutation(
    $animeIds: [Int]
    $mangaIds: [Int]
    $characterIds: [Int]
    $staffIds: [Int]
    $studioIds: [Int]
    $animeOrder: [Int]
    $mangaOrder: [Int]
    $characterOrder: [Int]
    $staffOrder: [Int]
    $studioOrder: [Int]
  ) {
    UpdateFavouriteOrder(
      animeIds: $animeIds
      mangaIds: $mangaIds
      characterIds: $characterIds
      staffIds: $staffIds
      studioIds: $studioIds
      animeOrder: $animeOrder
      mangaOrder: $mangaOrder
      characterOrder: $characterOrder
      staffOrder: $staffOrder
      studioOrder: $studioOrder
    ) {
      __typename
    }
  }
`;

export type FavouriteOrderVariables = Partial<updateFavouriteOrderMutation['variables']>;

/**
 * Saves the order of one or more kinds, e.g. `{ animeIds: [5, 1, 9], animeOrder: [1, 2, 3] }` (favouriteOrderVariables); kinds not
 * given keep their order. The caller shows "Favorites order saved" (social §8) and refetches what it lists.
 */
export async function updateFavouriteOrder(variables: FavouriteOrderVariables): Promise<void> {
  await commitMutationAsync<updateFavouriteOrderMutation>(mutation, variables, undefined, undefined, { givenOnly: true });
}
