import { MODERATION_MESSAGES } from '@tsuzuki/events/moderationRules';
import { graphql, useMutation } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { showToast, toastError } from '../system/toasts.ts';
import type { saveModNoteMutation } from './__generated__/saveModNoteMutation.graphql';

// SaveModNote (social §6, §7): a community moderator's note on a member, seen only by moderators.
const mutation = graphql`
  mutation saveModNoteMutation($userId: Int, $note: String) {
    SaveModNote(userId: $userId, note: $note) {
      id
      note
      createdAt
    }
  }
`;

/** Saves the note and says "Note created" (social §8); a refusal shows the server's message. */
export function useSaveModNote(): [(userId: number, note: string, callbacks?: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<saveModNoteMutation>(mutation);
  const save = (userId: number, note: string, { onCompleted }: MutationCallbacks = {}) =>
    void commit({
      variables: { userId, note },
      onCompleted: () => {
        showToast(MODERATION_MESSAGES.noteCreated, { kind: 'success' });
        onCompleted?.();
      },
      onError: toastError,
    });
  return [save, isInFlight];
}
