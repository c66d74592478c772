import { graphql, useMutation } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { lockUpdaters } from './lockActivity.ts';
import type { saveListActivityMutation } from './__generated__/saveListActivityMutation.graphql';

// SaveListActivity (social §7): list activities are written by list saves; members only lock and unlock them.
const mutation = graphql`
  mutation saveListActivityMutation($id: Int, $locked: Boolean) {
    SaveListActivity(id: $id, locked: $locked) {
      id
      isLocked
    }
  }
`;

/** A community moderator's lock or unlock, shown at once on the stored activity. */
export function useSaveListActivity(): [(variables: { id: number; locked: boolean }, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<saveListActivityMutation>(mutation);
  const save = (variables: { id: number; locked: boolean }, { onCompleted, onError }: MutationCallbacks) =>
    void commit({ variables, ...lockUpdaters('ListActivity', variables), onCompleted: () => onCompleted?.(), onError });
  return [save, isInFlight];
}
