import { commitMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { environment, GIVEN_VARIABLES } from './relayEnvironment.ts';
import { toRequestError, type WireError } from './transport/errors.ts';

/**
 * commitMutation as a promise: resolves with the payload, rejects with a GraphQLRequestError (the transport throws
 * on any mutation error, so onCompleted's error list is a fallback for other networks). With `givenOnly`, the
 * request carries only the variables given here, not the nulls Relay fills in for the other declared ones.
 */
export function commitMutationAsync<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
  updater?: SelectorStoreUpdater<T['response']>,
  optimisticUpdater?: SelectorStoreUpdater<T['response']>,
  { givenOnly = false }: { givenOnly?: boolean } = {},
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      updater,
      optimisticUpdater,
      cacheConfig: givenOnly ? { metadata: { [GIVEN_VARIABLES]: Object.keys(variables) } } : undefined,
      onCompleted: (response, errors) => {
        if (errors?.length) reject(toRequestError(errors as unknown as WireError[], 400));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
