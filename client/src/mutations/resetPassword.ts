import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import type { resetPasswordMutation } from './__generated__/resetPasswordMutation.graphql';

// core §7 ResetPassword(email): true when a reset mail went out; a failure is false, never a crash (core §8).
const mutation = graphql`
  mutation resetPasswordMutation($email: String) {
    ResetPassword(email: $email)
  }
`;

export async function resetPassword(email: string): Promise<boolean> {
  try {
    return (await commitMutationAsync<resetPasswordMutation>(mutation, { email })).ResetPassword === true;
  } catch {
    return false;
  }
}
