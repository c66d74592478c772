import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import { toastError } from '../system/toasts.ts';
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

export async function acceptMediaTagSubmission(id: number): Promise<boolean> {
  try {
    await commitMutationAsync<reviewMediaTagSubmissionAcceptMutation>(accept, { id });
    return true;
  } catch (error) {
    toastError(error);
    return false;
  }
}

export async function denyMediaTagSubmission(id: number, reason: string): Promise<boolean> {
  try {
    await commitMutationAsync<reviewMediaTagSubmissionDenyMutation>(deny, { id, reason });
    return true;
  } catch (error) {
    toastError(error);
    return false;
  }
}
