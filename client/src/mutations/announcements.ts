import { graphql, useMutation } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { showToast, toastError } from '../system/toasts.ts';
import type { announcementsPublishMutation } from './__generated__/announcementsPublishMutation.graphql';
import type { announcementsWithdrawMutation } from './__generated__/announcementsWithdrawMutation.graphql';

// The site's announcement (HOME-18), an admin's tool: publish (new, or a change to one) and withdraw.
const publish = graphql`
  mutation announcementsPublishMutation($id: Int, $message: String!, $forumPath: String, $startsAt: Int, $expiresAt: Int) {
    PublishAnnouncement(id: $id, message: $message, forumPath: $forumPath, startsAt: $startsAt, expiresAt: $expiresAt) {
      id
      ...AnnouncementItem_announcement
    }
  }
`;

const withdraw = graphql`
  mutation announcementsWithdrawMutation($id: Int!) {
    WithdrawAnnouncement(id: $id) {
      deleted
    }
  }
`;

export const ANNOUNCEMENT_PUBLISHED = 'Announcement published';
export const ANNOUNCEMENT_WITHDRAWN = 'Announcement withdrawn';

export interface AnnouncementInput {
  id?: number;
  message: string;
  forumPath: string | null;
  /** Unix seconds; null: now (a new one) or unchanged. */
  startsAt: number | null;
  expiresAt: number | null;
}

export function usePublishAnnouncement(): [(input: AnnouncementInput, callbacks?: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<announcementsPublishMutation>(publish);
  const run = (input: AnnouncementInput, { onCompleted }: MutationCallbacks = {}) =>
    void commit({
      variables: {
        id: input.id ?? null,
        message: input.message,
        forumPath: input.forumPath,
        startsAt: input.startsAt,
        expiresAt: input.expiresAt,
      },
      onCompleted: () => {
        showToast(ANNOUNCEMENT_PUBLISHED, { kind: 'success' });
        onCompleted?.();
      },
      onError: toastError,
    });
  return [run, isInFlight];
}

export function useWithdrawAnnouncement(): [(id: number, callbacks?: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<announcementsWithdrawMutation>(withdraw);
  const run = (id: number, { onCompleted }: MutationCallbacks = {}) =>
    void commit({
      variables: { id },
      onCompleted: () => {
        showToast(ANNOUNCEMENT_WITHDRAWN, { kind: 'success' });
        onCompleted?.();
      },
      onError: toastError,
    });
  return [run, isInFlight];
}
