import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

export const updateStudioData = (variables: updateStudioDataMutation$variables) =>
  commitMutationAsync<updateStudioDataMutation>(mutation, variables, (store) => invalidateEdits(store, [`Studio:${variables.id}`]), undefined, { givenOnly: true });
