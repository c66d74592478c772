import { graphql } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { useToastingCommit } from './toastingCommit.ts';
import type { reviewMediaTagProposalAcceptMutation } from './__generated__/reviewMediaTagProposalAcceptMutation.graphql';
import type { reviewMediaTagProposalDenyMutation } from './__generated__/reviewMediaTagProposalDenyMutation.graphql';

// A data moderator's review of a known tag a member proposed for a media (a mod action, ADR 67): accepted, it goes on
// the media; denied, with a reason the proposer is told if they propose it again. The queue is asked again by the caller.
const accept = graphql`
  mutation reviewMediaTagProposalAcceptMutation($id: Int) {
    AcceptMediaTagProposal(id: $id) {
      id
      status
    }
  }
`;
const deny = graphql`
  mutation reviewMediaTagProposalDenyMutation($id: Int, $reason: String) {
    DenyMediaTagProposal(id: $id, reason: $reason) {
      id
      status
      reason
    }
  }
`;

export function useAcceptMediaTagProposal(): [(id: number, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useToastingCommit<reviewMediaTagProposalAcceptMutation>(accept);
  return [(id, callbacks) => commit({ id }, callbacks), isInFlight];
}

export function useDenyMediaTagProposal(): [(id: number, reason: string, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useToastingCommit<reviewMediaTagProposalDenyMutation>(deny);
  return [(id, reason, callbacks) => commit({ id, reason }, callbacks), isInFlight];
}
