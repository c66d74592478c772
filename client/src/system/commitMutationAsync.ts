import { commitMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { environment } from './relayEnvironment.ts';
import { toRequestError, type WireError } from './transport/errors.ts';

/**
 * commitMutation as a promise: resolves with the payload, rejects with a GraphQLRequestError (the transport throws
 * on any mutation error, so onCompleted's error list is a fallback for other networks).
 */
export function commitMutationAsync<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
  updater?: SelectorStoreUpdater<T['response']>,
  optimisticUpdater?: SelectorStoreUpdater<T['response']>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      updater,
      optimisticUpdater,
      onCompleted: (response, errors) => {
        if (errors?.length) reject(toRequestError(errors as unknown as WireError[], 400));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
