import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import type { updateUserNameMutation } from './__generated__/updateUserNameMutation.graphql';

// Username change; the old name joins previousNames.
const mutation = graphql`
  mutation updateUserNameMutation($name: String) {
    UpdateUserName(name: $name) {
      id
      name
      ...SettingsAccount_user
    }
  }
`;

export function updateUserName(name: string) {
  return commitMutationAsync<updateUserNameMutation>(mutation, { name });
}
