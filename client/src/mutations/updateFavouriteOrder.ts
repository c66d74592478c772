import { graphql, useMutation } from 'react-relay';
import { commitGivenOnly } from '../system/commitGivenOnly.ts';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
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
 * given keep their order. The caller shows "Favorites order saved" (social §8) and what it lists in the new order.
 */
export function useUpdateFavouriteOrder(): [(variables: FavouriteOrderVariables, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<updateFavouriteOrderMutation>(mutation, commitGivenOnly);
  const save = (variables: FavouriteOrderVariables, { onCompleted, onError }: MutationCallbacks) =>
    void commit({ variables, onCompleted: () => onCompleted?.(), onError });
  return [save, isInFlight];
}
