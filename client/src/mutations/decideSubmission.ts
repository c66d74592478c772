import { graphql, useMutation } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
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

export interface AcceptOptions {
  readonly fields?: string[] | null;
  readonly notes?: string;
  readonly reason?: string;
}

/** Accepts all of a submission, or the fields chosen; failures carry the server's message. */
export function useAcceptSubmission(): [
  (id: number, about: { kind: Decided; id: number }, options: AcceptOptions, callbacks: MutationCallbacks) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<decideSubmissionAcceptMutation>(accept);
  const run = (id: number, about: { kind: Decided; id: number }, options: AcceptOptions, { onCompleted, onError }: MutationCallbacks) =>
    void commit({
      variables: { id, fields: options.fields ?? null, notes: options.notes?.trim() || null, reason: options.reason?.trim() || null },
      updater: (store) => invalidateEdits(store, [`${about.kind}:${about.id}`]),
      onCompleted: () => onCompleted?.(),
      onError,
    });
  return [run, isInFlight];
}

/** Rejects a submission with notes for its submitter; failures carry the server's message. */
export function useRejectSubmission(): [(id: number, notes: string, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<decideSubmissionRejectMutation>(reject);
  const run = (id: number, notes: string, { onCompleted, onError }: MutationCallbacks) =>
    void commit({
      variables: { id, notes: notes.trim() || null },
      updater: (store) => invalidateEdits(store, []),
      onCompleted: () => onCompleted?.(),
      onError,
    });
  return [run, isInFlight];
}
