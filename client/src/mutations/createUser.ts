import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import type { createUserMutation } from './__generated__/createUserMutation.graphql';

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

export function createUser(variables: createUserMutation['variables']) {
  return commitMutationAsync<createUserMutation>(mutation, variables);
}
