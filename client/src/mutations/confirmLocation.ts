import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import type { confirmLocationMutation } from './__generated__/confirmLocationMutation.graphql';

// The new-device link (/confirm-location/<token>) of the "Location verification required." flow.
const mutation = graphql`
  mutation confirmLocationMutation($token: String) {
    ConfirmLocation(token: $token) {
      id
      name
    }
  }
`;

/** Spends the mailed token (the caller makes sure it is spent once); failures carry the server's message (an expired or spent link). */
export function useConfirmLocation(): [(token: string, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<confirmLocationMutation>(mutation);
  // Stable: the confirmation page runs it from an effect.
  const confirm = useCallback(
    (token: string, { onCompleted, onError }: MutationCallbacks) =>
      void commit({ variables: { token }, onCompleted: () => onCompleted?.(), onError }),
    [commit],
  );
  return [confirm, isInFlight];
}
