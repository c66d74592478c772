import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import type { logOutMutation } from './__generated__/logOutMutation.graphql';

// core §7 Logout: no arguments; local caches are cleared afterwards by the caller.
const mutation = graphql`
  mutation logOutMutation {
    Logout
  }
`;

export function logOut() {
  return commitMutationAsync<logOutMutation>(mutation, {});
}
