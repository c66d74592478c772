import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import type { confirmLocationMutation } from './__generated__/confirmLocationMutation.graphql';

// The new-device link (/confirm-location/<token>) of the "Location verification required." flow.
const mutation = graphql`
  mutation confirmLocationMutation($token: String) {
    ConfirmLocation(token: $token) {
      id
      name
    }
  }
`;

export function confirmLocation(token: string) {
  return commitMutationAsync<confirmLocationMutation>(mutation, { token });
}
