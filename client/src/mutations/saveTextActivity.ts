import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

export type SaveTextActivityVariables = Partial<saveTextActivityMutation['variables']>;

/**
 * Saves and resolves with the activity's id; the answer updates the stored status (text, lock). Only the given
 * variables are sent, so a lock does not touch the text. Rejects with the server's GraphQLRequestError.
 */
export async function saveTextActivity(variables: SaveTextActivityVariables): Promise<number> {
  const response = await commitMutationAsync<saveTextActivityMutation>(mutation, variables, undefined, undefined, { givenOnly: true });
  const saved = response.SaveTextActivity;
  if (!saved) throw new Error('The status was not saved.');
  return saved.id;
}
