import { MODERATION_MESSAGES } from '@tsuzuki/events/moderationRules';
import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

/** `expiresAt` in unix seconds; null: until lifted. */
export async function banUser(userId: number, reason: string, expiresAt: number | null): Promise<boolean> {
  try {
    await commitMutationAsync<banUserMutation>(ban, { userId, reason, expiresAt });
  } catch (error) {
    toastError(error);
    return false;
  }
  showToast(MODERATION_MESSAGES.banned, { kind: 'success' });
  return true;
}

export async function unbanUser(userId: number, reason: string | null): Promise<boolean> {
  try {
    await commitMutationAsync<unbanUserMutation>(unban, { userId, reason });
  } catch (error) {
    toastError(error);
    return false;
  }
  showToast(MODERATION_MESSAGES.unbanned, { kind: 'success' });
  return true;
}
