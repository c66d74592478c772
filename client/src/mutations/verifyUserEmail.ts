import { graphql, useMutation } from 'react-relay';
import type { verifyUserEmailMutation } from './__generated__/verifyUserEmailMutation.graphql';

// core §7 VerifyUserEmail(email): resends the verification mail; a failure is false (core §8).
const mutation = graphql`
  mutation verifyUserEmailMutation($email: String) {
    VerifyUserEmail(email: $email)
  }
`;

/** Resends the verification mail and tells whether it went out (a failure counts as not sent). */
export function useVerifyUserEmail(): [(email: string, onAnswer: (sent: boolean) => void) => void, boolean] {
  const [commit, isInFlight] = useMutation<verifyUserEmailMutation>(mutation);
  const verify = (email: string, onAnswer: (sent: boolean) => void) =>
    void commit({
      variables: { email },
      onCompleted: (response) => onAnswer(response.VerifyUserEmail === true),
      onError: () => onAnswer(false),
    });
  return [verify, isInFlight];
}
