import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { MutationAnswer } from '../system/mutationCallbacks.ts';
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

/**
 * The member as the menu shows them straight away. The same function is the final update, where the answer has
 * already written these fields as the server decided them: it leaves them so.
 */
export function setBlocked(userId: number, blocked: boolean) {
  return (store: RecordSourceSelectorProxy, data?: MutationAnswer) => {
    const record = store.get(`User:${userId}`);
    if (!record || data) return;
    record.setValue(blocked, 'isBlocked');
    if (blocked) record.setValue(false, 'isFollowing');
  };
}

/**
 * Blocks or unblocks and tells the member "{name} blocked" / "{name} unblocked"; a refusal (403 "Sorry, you cannot
 * block this type of user." for moderators) rolls back and shows the server's message.
 */
export function useToggleUserBlock(): [(target: BlockTarget) => void, boolean] {
  const [commit, isInFlight] = useMutation<toggleUserBlockMutation>(mutation);
  const toggle = (target: BlockTarget) => {
    const nowBlocked = !target.isBlocked;
    const update = setBlocked(target.id, nowBlocked);
    commit({
      variables: { userId: target.id },
      updater: update,
      optimisticUpdater: update,
      onCompleted: ({ ToggleUserBlock: answer }) => {
        const blocked = answer?.isBlocked ?? nowBlocked;
        showToast(blocked ? blockedToast(target.name) : unblockedToast(target.name), { kind: 'success' });
      },
      onError: toastError,
    });
  };
  return [toggle, isInFlight];
}
