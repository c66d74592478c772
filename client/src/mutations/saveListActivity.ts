import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

/** A community moderator's lock or unlock; rejects with the server's GraphQLRequestError. */
export async function saveListActivity(variables: { id: number; locked: boolean }): Promise<void> {
  await commitMutationAsync<saveListActivityMutation>(mutation, variables);
}
