import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

export function confirmEmail(token: string) {
  return commitMutationAsync<confirmEmailMutation>(mutation, { token });
}
