import { graphql, useMutation } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import type { logInMutation } from './__generated__/logInMutation.graphql';

// core §7 Login: name, password, captcha → the viewer; the session cookie comes with the answer.
const mutation = graphql`
  mutation logInMutation($name: String, $password: String, $captcha: String) {
    Login(name: $name, password: $password, captcha: $captcha) {
      id
      name
    }
  }
`;

/** Logs in; failures carry the server's message (wrong password, location verification, captcha). */
export function useLogIn(): [(variables: logInMutation['variables'], callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<logInMutation>(mutation);
  const logIn = (variables: logInMutation['variables'], { onCompleted, onError }: MutationCallbacks) =>
    void commit({ variables, onCompleted: () => onCompleted?.(), onError });
  return [logIn, isInFlight];
}
