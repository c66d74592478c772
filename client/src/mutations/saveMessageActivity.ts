import { graphql, useMutation } from 'react-relay';
import { commitGivenOnly } from '../system/commitGivenOnly.ts';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { lockUpdaters } from './lockActivity.ts';
import type { saveMessageActivityMutation } from './__generated__/saveMessageActivityMutation.graphql';

// SaveMessageActivity (social §7): a new message (recipientId, message, private; asMod: as ModChan, or ModChan Private
// with private), an edit (id, message), or a moderator's lock (id, locked).
const mutation = graphql`
  mutation saveMessageActivityMutation($id: Int, $message: String, $recipientId: Int, $private: Boolean, $locked: Boolean, $asMod: Boolean) {
    SaveMessageActivity(id: $id, message: $message, recipientId: $recipientId, private: $private, locked: $locked, asMod: $asMod) {
      id
      message
      isPrivate
      isLocked
    }
  }
`;

export type SaveMessageActivityVariables = saveMessageActivityMutation['variables'];

/** Saves and tells the message's id; failures carry the server's GraphQLRequestError (e.g. 403 blocked). */
export function useSaveMessageActivity(): [
  (variables: SaveMessageActivityVariables, callbacks: MutationCallbacks<number>) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<saveMessageActivityMutation>(mutation, commitGivenOnly);
  const save = (variables: SaveMessageActivityVariables, { onCompleted, onError }: MutationCallbacks<number>) =>
    void commit({
      variables,
      ...lockUpdaters('MessageActivity', variables),
      onCompleted: ({ SaveMessageActivity: saved }) => {
        if (saved) onCompleted?.(saved.id);
        else onError?.(new Error('The message was not saved.'));
      },
      onError,
    });
  return [save, isInFlight];
}
