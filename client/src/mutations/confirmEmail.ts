import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import type { confirmEmailMutation } from './__generated__/confirmEmailMutation.graphql';

// The verification link (/verify-email/<token>): confirms the address and starts a session.
const mutation = graphql`
  mutation confirmEmailMutation($token: String) {
    ConfirmEmail(token: $token) {
      id
      name
    }
  }
`;

/** Spends the mailed token (the caller makes sure it is spent once); failures carry the server's message (an expired or spent link). */
export function useConfirmEmail(): [(token: string, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<confirmEmailMutation>(mutation);
  // Stable: the confirmation page runs it from an effect.
  const confirm = useCallback(
    (token: string, { onCompleted, onError }: MutationCallbacks) =>
      void commit({ variables: { token }, onCompleted: () => onCompleted?.(), onError }),
    [commit],
  );
  return [confirm, isInFlight];
}
