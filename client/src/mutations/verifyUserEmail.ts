import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import type { verifyUserEmailMutation } from './__generated__/verifyUserEmailMutation.graphql';

// core §7 VerifyUserEmail(email): resends the verification mail; a failure is false (core §8).
const mutation = graphql`
  mutation verifyUserEmailMutation($email: String) {
    VerifyUserEmail(email: $email)
  }
`;

export async function verifyUserEmail(email: string): Promise<boolean> {
  try {
    return (await commitMutationAsync<verifyUserEmailMutation>(mutation, { email })).VerifyUserEmail === true;
  } catch {
    return false;
  }
}
