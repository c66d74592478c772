import { graphql, useMutation } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import type { createUserMutation, createUserMutation$data } from './__generated__/createUserMutation.graphql';

// core §7 CreateUser: the name goes out as userName; the answer says whether a verification mail was sent and
// whether the email was refused.
const mutation = graphql`
  mutation createUserMutation(
    $userName: String
    $email: String
    $password: String
    $confirmPassword: String
    $captcha: String
  ) {
    CreateUser(userName: $userName, email: $email, password: $password, confirmPassword: $confirmPassword, captcha: $captcha) {
      user {
        id
        name
      }
      emailVerificationRequired
      emailInvalid
    }
  }
`;

export type CreatedUser = createUserMutation$data['CreateUser'];

/** Signs up and tells the answer (null when the server gave none); failures carry the server's message. */
export function useCreateUser(): [
  (variables: createUserMutation['variables'], callbacks: MutationCallbacks<CreatedUser>) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<createUserMutation>(mutation);
  const create = (variables: createUserMutation['variables'], { onCompleted, onError }: MutationCallbacks<CreatedUser>) =>
    void commit({ variables, onCompleted: (response) => onCompleted?.(response.CreateUser), onError });
  return [create, isInFlight];
}
