import { MODERATION_MESSAGES, reportReason, type ReportObjectType } from '@tsuzuki/events/moderationRules';
import { graphql, useMutation } from 'react-relay';
import { showToast, toastError } from '../system/toasts.ts';
import type { createUserReportMutation } from './__generated__/createUserReportMutation.graphql';

// CreateUserReport (social §5-§8): a member, or something of theirs, with the reporter's reason, a link to the item
// and its text, as AniList's API takes it. The server names the item's author itself.
const mutation = graphql`
  mutation createUserReportMutation($userId: Int, $reason: String, $objectType: ReportObjectType, $objectId: Int) {
    CreateUserReport(userId: $userId, reason: $reason, objectType: $objectType, objectId: $objectId)
  }
`;

export interface ReportedItem {
  readonly objectType: ReportObjectType;
  /** The item's id; for a member themself, their id. */
  readonly objectId: number;
  /** The member reported (the item's author). */
  readonly userId: number;
  /** The site path of the item. */
  readonly path: string;
  /** What the item says, quoted in the report. */
  readonly text?: string | null;
}

/** Sends the report and says so (social §8); a refusal shows the server's message. */
export function useCreateUserReport(): [(item: ReportedItem, reason: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<createUserReportMutation>(mutation);
  const report = (item: ReportedItem, reason: string) => {
    const link = `${window.location.origin}${item.path}`;
    commit({
      variables: {
        userId: item.userId,
        reason: reportReason(reason, link, item.text ?? null),
        objectType: item.objectType,
        objectId: item.objectType === 'USER' ? null : item.objectId,
      },
      onCompleted: () => {
        showToast(MODERATION_MESSAGES.reportSent, { kind: 'success' });
      },
      onError: toastError,
    });
  };
  return [report, isInFlight];
}
