import { graphql, useMutation } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import type { updateUserNameMutation } from './__generated__/updateUserNameMutation.graphql';

// Username change; the old name joins previousNames. The answer renames the viewer's User record, which is the
// session's viewer in the store, so the nav shows the new name at once.
const mutation = graphql`
  mutation updateUserNameMutation($name: String) {
    UpdateUserName(name: $name) {
      id
      name
      ...SettingsAccount_user
    }
  }
`;

/** Renames the viewer and tells the name as the server saved it; failures carry the server's message. */
export function useUpdateUserName(): [(name: string, callbacks: MutationCallbacks<string>) => void, boolean] {
  const [commit, isInFlight] = useMutation<updateUserNameMutation>(mutation);
  const rename = (name: string, { onCompleted, onError }: MutationCallbacks<string>) =>
    void commit({ variables: { name }, onCompleted: (response) => onCompleted?.(response.UpdateUserName?.name ?? name), onError });
  return [rename, isInFlight];
}
