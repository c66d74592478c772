import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import { showToast, toastError } from '../system/toasts.ts';
import type { toggleUserBlockMutation } from './__generated__/toggleUserBlockMutation.graphql';

// ToggleUserBlock (social §4, §5, §7, §8). Blocking ends one's own follow of that member, so the answer carries both.
const mutation = graphql`
  mutation toggleUserBlockMutation($userId: Int) {
    ToggleUserBlock(userId: $userId) {
      id
      isBlocked
      isFollowing
      isFollower
    }
  }
`;

export interface BlockTarget {
  readonly id: number;
  readonly name: string;
  readonly isBlocked: boolean;
}

export const blockedToast = (name: string) => `${name} blocked`;
export const unblockedToast = (name: string) => `${name} unblocked`;

/** The member as the menu shows them straight away; the server's answer then overwrites these fields. */
export function setBlocked(userId: number, blocked: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    const record = store.get(`User:${userId}`);
    if (!record) return;
    record.setValue(blocked, 'isBlocked');
    if (blocked) record.setValue(false, 'isFollowing');
  };
}

/**
 * Blocks or unblocks and tells the member "{name} blocked" / "{name} unblocked"; a refusal (403 "Sorry, you cannot
 * block this type of user." for moderators) shows the server's message. Resolves with the new state, or null.
 */
export async function toggleUserBlock(target: BlockTarget): Promise<boolean | null> {
  const nowBlocked = !target.isBlocked;
  try {
    const answer = await commitMutationAsync<toggleUserBlockMutation>(mutation, { userId: target.id }, undefined, setBlocked(target.id, nowBlocked));
    const blocked = answer.ToggleUserBlock?.isBlocked ?? nowBlocked;
    showToast(blocked ? blockedToast(target.name) : unblockedToast(target.name), { kind: 'success' });
    return blocked;
  } catch (error) {
    toastError(error);
    return null;
  }
}
