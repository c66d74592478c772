import { graphql } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { useToastingCommit } from './toastingCommit.ts';
import type { reviewMediaTagSubmissionAcceptMutation } from './__generated__/reviewMediaTagSubmissionAcceptMutation.graphql';
import type { reviewMediaTagSubmissionDenyMutation } from './__generated__/reviewMediaTagSubmissionDenyMutation.graphql';

// A data moderator's review of a submitted tag (a mod action): accepted, it becomes a known tag on its media; denied,
// with a reason later submitters of the name are told. The media's tags are reloaded by the caller.
const accept = graphql`
  mutation reviewMediaTagSubmissionAcceptMutation($id: Int) {
    AcceptMediaTagSubmission(id: $id) {
      id
      status
    }
  }
`;
const deny = graphql`
  mutation reviewMediaTagSubmissionDenyMutation($id: Int, $reason: String) {
    DenyMediaTagSubmission(id: $id, reason: $reason) {
      id
      status
      reason
    }
  }
`;

/** Accepts; the answer updates the stored submission, a refusal shows the server's message. */
export function useAcceptMediaTagSubmission(): [(id: number, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useToastingCommit<reviewMediaTagSubmissionAcceptMutation>(accept);
  return [(id, callbacks) => commit({ id }, callbacks), isInFlight];
}

/** Denies with the reason later submitters of the name are told; a refusal shows the server's message. */
export function useDenyMediaTagSubmission(): [(id: number, reason: string, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useToastingCommit<reviewMediaTagSubmissionDenyMutation>(deny);
  return [(id, reason, callbacks) => commit({ id, reason }, callbacks), isInFlight];
}
