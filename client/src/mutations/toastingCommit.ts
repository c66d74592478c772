import { type GraphQLTaggedNode, useMutation } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { toastError } from '../system/toasts.ts';

/**
 * A mutation whose answer the store takes in by itself (the answered record's id), whose caller only needs to hear
 * that it is done, and whose refusal is the server's message in a toast: the moderators' review buttons.
 */
export function useToastingCommit<M extends MutationParameters>(
  document: GraphQLTaggedNode,
): [(variables: M['variables'], callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<M>(document);
  const run = (variables: M['variables'], { onCompleted }: MutationCallbacks) =>
    void commit({ variables, onCompleted: () => onCompleted?.(), onError: toastError });
  return [run, isInFlight];
}
