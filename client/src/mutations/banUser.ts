import { MODERATION_MESSAGES } from '@tsuzuki/events/moderationRules';
import { graphql, useMutation } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { showToast, toastError } from '../system/toasts.ts';
import type { banUserMutation } from './__generated__/banUserMutation.graphql';
import type { unbanUserMutation } from './__generated__/unbanUserMutation.graphql';

// BanUser and UnbanUser (ADR 21): community moderators stop a member from writing until a time, or until lifted.
const ban = graphql`
  mutation banUserMutation($userId: Int, $reason: String, $expiresAt: Int) {
    BanUser(userId: $userId, reason: $reason, expiresAt: $expiresAt) {
      id
      modData { banned bans }
    }
  }
`;

const unban = graphql`
  mutation unbanUserMutation($userId: Int, $reason: String) {
    UnbanUser(userId: $userId, reason: $reason) {
      id
      modData { banned bans }
    }
  }
`;

/** Bans and says so (`expiresAt` in unix seconds; null: until lifted); a refusal shows the server's message. */
export function useBanUser(): [(userId: number, reason: string, expiresAt: number | null, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<banUserMutation>(ban);
  const run = (userId: number, reason: string, expiresAt: number | null, { onCompleted }: MutationCallbacks) =>
    void commit({
      variables: { userId, reason, expiresAt },
      onCompleted: () => {
        showToast(MODERATION_MESSAGES.banned, { kind: 'success' });
        onCompleted?.();
      },
      onError: toastError,
    });
  return [run, isInFlight];
}

/** Lifts a ban and says so; a refusal shows the server's message. */
export function useUnbanUser(): [(userId: number, reason: string | null, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<unbanUserMutation>(unban);
  const run = (userId: number, reason: string | null, { onCompleted }: MutationCallbacks) =>
    void commit({
      variables: { userId, reason },
      onCompleted: () => {
        showToast(MODERATION_MESSAGES.unbanned, { kind: 'success' });
        onCompleted?.();
      },
      onError: toastError,
    });
  return [run, isInFlight];
}
