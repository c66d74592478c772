import { graphql, useMutation } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import type { completePasswordResetMutation } from './__generated__/completePasswordResetMutation.graphql';

// The reset link's page: a new password for the token in the mailed link. Errors (mismatch, expired link) reach
// the caller, which shows them.
const mutation = graphql`
  mutation completePasswordResetMutation($token: String, $password: String, $confirmPassword: String) {
    CompletePasswordReset(token: $token, password: $password, confirmPassword: $confirmPassword)
  }
`;

/** Sets the new password and tells whether the server did (false: refused without an error). */
export function useCompletePasswordReset(): [
  (variables: completePasswordResetMutation['variables'], callbacks: MutationCallbacks<boolean>) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<completePasswordResetMutation>(mutation);
  const complete = (variables: completePasswordResetMutation['variables'], { onCompleted, onError }: MutationCallbacks<boolean>) =>
    void commit({ variables, onCompleted: (response) => onCompleted?.(response.CompletePasswordReset === true), onError });
  return [complete, isInFlight];
}
