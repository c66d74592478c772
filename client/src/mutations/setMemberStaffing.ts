import { graphql, useMutation } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { showToast, toastError } from '../system/toasts.ts';
import type { setMemberStaffingRolesMutation } from './__generated__/setMemberStaffingRolesMutation.graphql';
import type { setMemberStaffingDonatorMutation } from './__generated__/setMemberStaffingDonatorMutation.graphql';
import type { ModRole } from './__generated__/setMemberStaffingRolesMutation.graphql';

// An admin's two tools on a member (issue 24: MOD-02..06, PROF-23): the moderator roles (RETIRED among them) and the
// donator tier with its badge text. Each answers with the member's new standing, which updates every screen showing it.
const roles = graphql`
  mutation setMemberStaffingRolesMutation($userId: Int!, $moderatorRoles: [ModRole!]!) {
    SetModeratorRoles(userId: $userId, moderatorRoles: $moderatorRoles) {
      id
      moderatorRoles
    }
  }
`;

const donator = graphql`
  mutation setMemberStaffingDonatorMutation($userId: Int!, $donatorTier: Int!, $donatorBadge: String) {
    SetDonatorTier(userId: $userId, donatorTier: $donatorTier, donatorBadge: $donatorBadge) {
      id
      donatorTier
      donatorBadge
    }
  }
`;

export const ROLES_SAVED = 'Roles saved';
export const DONATOR_SAVED = 'Donator tier saved';

export function useSetModeratorRoles(): [
  (userId: number, moderatorRoles: readonly ModRole[], callbacks?: MutationCallbacks) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<setMemberStaffingRolesMutation>(roles);
  const run = (userId: number, moderatorRoles: readonly ModRole[], { onCompleted }: MutationCallbacks = {}) =>
    void commit({
      variables: { userId, moderatorRoles: [...moderatorRoles] },
      onCompleted: () => {
        showToast(ROLES_SAVED, { kind: 'success' });
        onCompleted?.();
      },
      onError: toastError,
    });
  return [run, isInFlight];
}

export function useSetDonatorTier(): [
  (userId: number, tier: number, badge: string | null, callbacks?: MutationCallbacks) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<setMemberStaffingDonatorMutation>(donator);
  const run = (userId: number, donatorTier: number, donatorBadge: string | null, { onCompleted }: MutationCallbacks = {}) =>
    void commit({
      variables: { userId, donatorTier, donatorBadge },
      onCompleted: () => {
        showToast(DONATOR_SAVED, { kind: 'success' });
        onCompleted?.();
      },
      onError: toastError,
    });
  return [run, isInFlight];
}
