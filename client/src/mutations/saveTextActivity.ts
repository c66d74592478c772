import { graphql, useMutation } from 'react-relay';
import { commitGivenOnly } from '../system/commitGivenOnly.ts';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { invalidateActivityFeeds } from './activityChanges.ts';
import { lockUpdaters } from './lockActivity.ts';
import type { saveTextActivityMutation } from './__generated__/saveTextActivityMutation.graphql';

// SaveTextActivity (social §7): a new status (text; asMod: a community moderator posting as ModChan), an edit of one
// (id, text), or a moderator's lock (id, locked).
const mutation = graphql`
  mutation saveTextActivityMutation($id: Int, $text: String, $locked: Boolean, $asMod: Boolean) {
    SaveTextActivity(id: $id, text: $text, locked: $locked, asMod: $asMod) {
      id
      text
      isLocked
    }
  }
`;

export type SaveTextActivityVariables = saveTextActivityMutation['variables'];

/**
 * Saves and tells the activity's id; the answer updates the stored status (text, lock). Only the given variables are
 * sent, so a lock does not touch the text. Failures carry the server's GraphQLRequestError.
 */
export function useSaveTextActivity(): [(variables: SaveTextActivityVariables, callbacks: MutationCallbacks<number>) => void, boolean] {
  const [commit, isInFlight] = useMutation<saveTextActivityMutation>(mutation, commitGivenOnly);
  const save = (variables: SaveTextActivityVariables, { onCompleted, onError }: MutationCallbacks<number>) =>
    void commit({
      variables,
      // A lock shows at once on the activity's record.
      ...lockUpdaters('TextActivity', variables),
      // A new status (no id): the feeds that would list it are stale, including one not on screen yet.
      ...(variables.id == null ? { updater: invalidateActivityFeeds } : {}),
      onCompleted: ({ SaveTextActivity: saved }) => {
        if (saved) onCompleted?.(saved.id);
        else onError?.(new Error('The status was not saved.'));
      },
      onError,
    });
  return [save, isInFlight];
}
