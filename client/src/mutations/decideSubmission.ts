import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import type { decideSubmissionAcceptMutation } from './__generated__/decideSubmissionAcceptMutation.graphql';
import type { decideSubmissionRejectMutation } from './__generated__/decideSubmissionRejectMutation.graphql';
import { invalidateEdits } from './editChanges.ts';

// A data moderator's decision on a submission (a mod action, ADR 22): accept all of it or the chosen fields, with
// notes for the submitter and, for a media, a reason for the members who list it; or reject it with notes.
const accept = graphql`
  mutation decideSubmissionAcceptMutation($id: Int!, $fields: [String], $notes: String, $reason: String) {
    AcceptSubmission(id: $id, fields: $fields, notes: $notes, reason: $reason) {
      __typename
      ... on MediaSubmission { id status notes acceptedFields mediaId }
      ... on CharacterSubmission { id status notes acceptedFields characterId }
      ... on StaffSubmission { id status notes acceptedFields staffId }
    }
  }
`;
const reject = graphql`
  mutation decideSubmissionRejectMutation($id: Int!, $notes: String) {
    RejectSubmission(id: $id, notes: $notes) {
      __typename
      ... on MediaSubmission { id status notes }
      ... on CharacterSubmission { id status notes }
      ... on StaffSubmission { id status notes }
    }
  }
`;

/** What the decision is about: its store id goes stale with the edit lists. */
export type Decided = 'Media' | 'Character' | 'Staff';

export async function acceptSubmission(id: number, about: { kind: Decided; id: number }, options: { fields?: string[] | null; notes?: string; reason?: string }) {
  await commitMutationAsync<decideSubmissionAcceptMutation>(accept, {
    id, fields: options.fields ?? null, notes: options.notes?.trim() || null, reason: options.reason?.trim() || null,
  }, (store) => invalidateEdits(store, [`${about.kind}:${about.id}`]));
}

export async function rejectSubmission(id: number, notes: string) {
  await commitMutationAsync<decideSubmissionRejectMutation>(reject, { id, notes: notes.trim() || null }, (store) => invalidateEdits(store, []));
}
