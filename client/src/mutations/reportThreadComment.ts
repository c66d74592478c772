import { graphql, useMutation } from 'react-relay';
import { showToast, toastError } from '../system/toasts.ts';
import type { reportThreadCommentMutation } from './__generated__/reportThreadCommentMutation.graphql';

// ReportThreadComment (social §5, §6, §8): another member's comment, with the reason the reporter gave.
const mutation = graphql`
  mutation reportThreadCommentMutation($id: Int, $reason: String) {
    ReportThreadComment(id: $id, reason: $reason)
  }
`;

export const COMMENT_REPORT_SENT = 'Your report has been sent and will be reviewed by site moderators shortly.';

/** Sends the report and says so; a refusal shows the server's message. */
export function useReportThreadComment(): [(commentId: number, reason: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<reportThreadCommentMutation>(mutation);
  const report = (commentId: number, reason: string) =>
    void commit({
      variables: { id: commentId, reason },
      onCompleted: () => {
        showToast(COMMENT_REPORT_SENT, { kind: 'success' });
      },
      onError: toastError,
    });
  return [report, isInFlight];
}
