import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

export type SaveMessageActivityVariables = Partial<saveMessageActivityMutation['variables']>;

/** Saves and resolves with the message's id; rejects with the server's GraphQLRequestError (e.g. 403 blocked). */
export async function saveMessageActivity(variables: SaveMessageActivityVariables): Promise<number> {
  const response = await commitMutationAsync<saveMessageActivityMutation>(mutation, variables, undefined, undefined, { givenOnly: true });
  const saved = response.SaveMessageActivity;
  if (!saved) throw new Error('The message was not saved.');
  return saved.id;
}
