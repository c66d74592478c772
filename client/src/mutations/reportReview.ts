import { graphql, useMutation } from 'react-relay';
import { showToast, toastError } from '../system/toasts.ts';
import type { reportReviewMutation } from './__generated__/reportReviewMutation.graphql';

// ReportReview (social §5, §6, §8): another member's review, with the reason the member gave.
const mutation = graphql`
  mutation reportReviewMutation($reviewId: Int, $reason: String) {
    ReportReview(reviewId: $reviewId, reason: $reason) {
      id
    }
  }
`;

export const REPORT_SENT = 'Your report has been sent and will be reviewed by site moderators shortly.';

/** Sends the report and says so; a refusal shows the server's message. */
export function useReportReview(): [(reviewId: number, reason: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<reportReviewMutation>(mutation);
  const report = (reviewId: number, reason: string) =>
    void commit({
      variables: { reviewId, reason },
      onCompleted: () => {
        showToast(REPORT_SENT, { kind: 'success' });
      },
      onError: toastError,
    });
  return [report, isInFlight];
}
