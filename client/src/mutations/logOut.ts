import { graphql, useMutation } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import type { logOutMutation } from './__generated__/logOutMutation.graphql';

// core §7 Logout: no arguments; local caches are cleared afterwards by the caller.
const mutation = graphql`
  mutation logOutMutation {
    Logout
  }
`;

/** Ends the session on the server; the caller is told either way (an expired session is logged out all the same). */
export function useLogOut(): [(callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<logOutMutation>(mutation);
  const logOut = ({ onCompleted, onError }: MutationCallbacks) =>
    void commit({ variables: {}, onCompleted: () => onCompleted?.(), onError });
  return [logOut, isInFlight];
}
