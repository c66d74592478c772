import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import { showToast, toastError } from '../system/toasts.ts';
import type { reportThreadCommentMutation } from './__generated__/reportThreadCommentMutation.graphql';

// ReportThreadComment (social §5, §6, §8): another member's comment, with the reason the reporter gave.
const mutation = graphql`
  mutation reportThreadCommentMutation($id: Int, $reason: String) {
    ReportThreadComment(id: $id, reason: $reason)
  }
`;

export const COMMENT_REPORT_SENT = 'Your report has been sent and will be reviewed by site moderators shortly.';

/** Sends the report and says so; true once the server took it. */
export async function reportThreadComment(commentId: number, reason: string): Promise<boolean> {
  try {
    await commitMutationAsync<reportThreadCommentMutation>(mutation, { id: commentId, reason });
  } catch (error) {
    toastError(error);
    return false;
  }
  showToast(COMMENT_REPORT_SENT, { kind: 'success' });
  return true;
}
