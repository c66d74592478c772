import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import type { editPersonSubmitCharacterMutation, editPersonSubmitCharacterMutation$variables } from './__generated__/editPersonSubmitCharacterMutation.graphql';
import type { editPersonSubmitStaffMutation, editPersonSubmitStaffMutation$variables } from './__generated__/editPersonSubmitStaffMutation.graphql';
import type { editPersonUpdateCharacterMutation, editPersonUpdateCharacterMutation$variables } from './__generated__/editPersonUpdateCharacterMutation.graphql';
import type { editPersonUpdateStaffMutation, editPersonUpdateStaffMutation$variables } from './__generated__/editPersonUpdateStaffMutation.graphql';
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

const options = { givenOnly: true };

export const submitCharacterEdit = (variables: editPersonSubmitCharacterMutation$variables) =>
  commitMutationAsync<editPersonSubmitCharacterMutation>(submitCharacter, variables, (store) => invalidateEdits(store, []), undefined, options);
export const updateCharacterData = (variables: editPersonUpdateCharacterMutation$variables) =>
  commitMutationAsync<editPersonUpdateCharacterMutation>(updateCharacter, variables, (store) => invalidateEdits(store, [`Character:${variables.id}`]), undefined, options);
export const submitStaffEdit = (variables: editPersonSubmitStaffMutation$variables) =>
  commitMutationAsync<editPersonSubmitStaffMutation>(submitStaff, variables, (store) => invalidateEdits(store, []), undefined, options);
export const updateStaffData = (variables: editPersonUpdateStaffMutation$variables) =>
  commitMutationAsync<editPersonUpdateStaffMutation>(updateStaff, variables, (store) => invalidateEdits(store, [`Staff:${variables.id}`]), undefined, options);
