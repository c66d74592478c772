import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

export function logIn(variables: logInMutation['variables']) {
  return commitMutationAsync<logInMutation>(mutation, variables);
}
