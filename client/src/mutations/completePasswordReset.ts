import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import type { completePasswordResetMutation } from './__generated__/completePasswordResetMutation.graphql';

// The reset link's page: a new password for the token in the mailed link. Errors (mismatch, expired link) reach
// the caller, which shows them.
const mutation = graphql`
  mutation completePasswordResetMutation($token: String, $password: String, $confirmPassword: String) {
    CompletePasswordReset(token: $token, password: $password, confirmPassword: $confirmPassword)
  }
`;

export async function completePasswordReset(variables: completePasswordResetMutation['variables']): Promise<boolean> {
  return (await commitMutationAsync<completePasswordResetMutation>(mutation, variables)).CompletePasswordReset === true;
}
