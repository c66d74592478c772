import { graphql, useMutation } from 'react-relay';
import type { resetPasswordMutation } from './__generated__/resetPasswordMutation.graphql';

// core §7 ResetPassword(email): true when a reset mail went out; a failure is false, never a crash (core §8).
const mutation = graphql`
  mutation resetPasswordMutation($email: String) {
    ResetPassword(email: $email)
  }
`;

/** Asks for the reset mail and tells whether it went out (a failure counts as not sent). */
export function useResetPassword(): [(email: string, onAnswer: (sent: boolean) => void) => void, boolean] {
  const [commit, isInFlight] = useMutation<resetPasswordMutation>(mutation);
  const reset = (email: string, onAnswer: (sent: boolean) => void) =>
    void commit({
      variables: { email },
      onCompleted: (response) => onAnswer(response.ResetPassword === true),
      onError: () => onAnswer(false),
    });
  return [reset, isInFlight];
}
