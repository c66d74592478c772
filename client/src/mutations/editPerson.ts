import { graphql, useMutation } from 'react-relay';
import { commitGivenOnly } from '../system/commitGivenOnly.ts';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import type {
  editPersonSubmitCharacterMutation,
  editPersonSubmitCharacterMutation$variables,
} from './__generated__/editPersonSubmitCharacterMutation.graphql';
import type {
  editPersonSubmitStaffMutation,
  editPersonSubmitStaffMutation$variables,
} from './__generated__/editPersonSubmitStaffMutation.graphql';
import type {
  editPersonUpdateCharacterMutation,
  editPersonUpdateCharacterMutation$variables,
} from './__generated__/editPersonUpdateCharacterMutation.graphql';
import type {
  editPersonUpdateStaffMutation,
  editPersonUpdateStaffMutation$variables,
} from './__generated__/editPersonUpdateStaffMutation.graphql';
import { invalidateEdits } from './editChanges.ts';

// Characters and staff (ADR 22): members submit changes, data moderators of the kind save them directly. Only the
// changed fields are sent.
const submitCharacter = graphql`
  mutation editPersonSubmitCharacterMutation(
    $characterId: Int!, $notes: String, $name: CharacterNameInput, $image: String, $description: String, $gender: String,
    $dateOfBirth: FuzzyDateInput, $age: String, $bloodType: String
  ) {
    SubmitCharacterEdit(
      characterId: $characterId, notes: $notes, name: $name, image: $image, description: $description, gender: $gender,
      dateOfBirth: $dateOfBirth, age: $age, bloodType: $bloodType
    ) { id status }
  }
`;
const updateCharacter = graphql`
  mutation editPersonUpdateCharacterMutation(
    $id: Int!, $reason: String, $name: CharacterNameInput, $image: String, $description: String, $gender: String,
    $dateOfBirth: FuzzyDateInput, $age: String, $bloodType: String
  ) {
    UpdateCharacter(
      id: $id, reason: $reason, name: $name, image: $image, description: $description, gender: $gender,
      dateOfBirth: $dateOfBirth, age: $age, bloodType: $bloodType
    ) { id name { full } age bloodType gender }
  }
`;
const submitStaff = graphql`
  mutation editPersonSubmitStaffMutation(
    $staffId: Int!, $notes: String, $name: StaffNameInput, $image: String, $description: String, $gender: String,
    $dateOfBirth: FuzzyDateInput, $dateOfDeath: FuzzyDateInput, $age: Int, $homeTown: String, $bloodType: String,
    $primaryOccupations: [String], $languageV2: String
  ) {
    SubmitStaffEdit(
      staffId: $staffId, notes: $notes, name: $name, image: $image, description: $description, gender: $gender, dateOfBirth: $dateOfBirth,
      dateOfDeath: $dateOfDeath, age: $age, homeTown: $homeTown, bloodType: $bloodType, primaryOccupations: $primaryOccupations,
      languageV2: $languageV2
    ) { id status }
  }
`;
const updateStaff = graphql`
  mutation editPersonUpdateStaffMutation(
    $id: Int!, $reason: String, $name: StaffNameInput, $image: String, $description: String, $gender: String,
    $dateOfBirth: FuzzyDateInput, $dateOfDeath: FuzzyDateInput, $age: Int, $homeTown: String, $bloodType: String,
    $primaryOccupations: [String], $languageV2: String
  ) {
    UpdateStaff(
      id: $id, reason: $reason, name: $name, image: $image, description: $description, gender: $gender, dateOfBirth: $dateOfBirth,
      dateOfDeath: $dateOfDeath, age: $age, homeTown: $homeTown, bloodType: $bloodType, primaryOccupations: $primaryOccupations,
      languageV2: $languageV2
    ) { id name { full } homeTown age }
  }
`;

// Each sends only the changed fields (commitGivenOnly); the entity saved directly and the edit lists go stale.
type Save<V> = [(variables: V, callbacks: MutationCallbacks) => void, boolean];

export function useSubmitCharacterEdit(): Save<editPersonSubmitCharacterMutation$variables> {
  const [commit, isInFlight] = useMutation<editPersonSubmitCharacterMutation>(submitCharacter, commitGivenOnly);
  const save = (variables: editPersonSubmitCharacterMutation$variables, { onCompleted, onError }: MutationCallbacks) =>
    void commit({ variables, updater: (store) => invalidateEdits(store, []), onCompleted: () => onCompleted?.(), onError });
  return [save, isInFlight];
}

export function useUpdateCharacterData(): Save<editPersonUpdateCharacterMutation$variables> {
  const [commit, isInFlight] = useMutation<editPersonUpdateCharacterMutation>(updateCharacter, commitGivenOnly);
  const save = (variables: editPersonUpdateCharacterMutation$variables, { onCompleted, onError }: MutationCallbacks) =>
    void commit({
      variables,
      updater: (store) => invalidateEdits(store, [`Character:${variables.id}`]),
      onCompleted: () => onCompleted?.(),
      onError,
    });
  return [save, isInFlight];
}

export function useSubmitStaffEdit(): Save<editPersonSubmitStaffMutation$variables> {
  const [commit, isInFlight] = useMutation<editPersonSubmitStaffMutation>(submitStaff, commitGivenOnly);
  const save = (variables: editPersonSubmitStaffMutation$variables, { onCompleted, onError }: MutationCallbacks) =>
    void commit({ variables, updater: (store) => invalidateEdits(store, []), onCompleted: () => onCompleted?.(), onError });
  return [save, isInFlight];
}

export function useUpdateStaffData(): Save<editPersonUpdateStaffMutation$variables> {
  const [commit, isInFlight] = useMutation<editPersonUpdateStaffMutation>(updateStaff, commitGivenOnly);
  const save = (variables: editPersonUpdateStaffMutation$variables, { onCompleted, onError }: MutationCallbacks) =>
    void commit({
      variables,
      updater: (store) => invalidateEdits(store, [`Staff:${variables.id}`]),
      onCompleted: () => onCompleted?.(),
      onError,
    });
  return [save, isInFlight];
}
