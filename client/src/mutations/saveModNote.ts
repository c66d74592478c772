import { MODERATION_MESSAGES } from '@tsuzuki/events/moderationRules';
import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

/** Saves the note and says "Note created" (social §8); true once the server took it. */
export async function saveModNote(userId: number, note: string): Promise<boolean> {
  try {
    await commitMutationAsync<saveModNoteMutation>(mutation, { userId, note });
  } catch (error) {
    toastError(error);
    return false;
  }
  showToast(MODERATION_MESSAGES.noteCreated, { kind: 'success' });
  return true;
}
