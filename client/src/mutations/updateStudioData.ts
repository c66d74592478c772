import { graphql, useMutation } from 'react-relay';
import { commitGivenOnly } from '../system/commitGivenOnly.ts';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import type { updateStudioDataMutation, updateStudioDataMutation$variables } from './__generated__/updateStudioDataMutation.graphql';
import { invalidateEdits } from './editChanges.ts';

// A data moderator's correction of a studio (ADR 22; /edit/studio is for moderators only).
const mutation = graphql`
  mutation updateStudioDataMutation($id: Int!, $name: String, $isAnimationStudio: Boolean, $reason: String) {
    UpdateStudio(id: $id, name: $name, isAnimationStudio: $isAnimationStudio, reason: $reason) {
      id
      name
      isAnimationStudio
    }
  }
`;

export function useUpdateStudioData(): [(variables: updateStudioDataMutation$variables, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<updateStudioDataMutation>(mutation, commitGivenOnly);
  const save = (variables: updateStudioDataMutation$variables, { onCompleted, onError }: MutationCallbacks) =>
    void commit({
      variables,
      updater: (store) => invalidateEdits(store, [`Studio:${variables.id}`]),
      onCompleted: () => onCompleted?.(),
      onError,
    });
  return [save, isInFlight];
}
