import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

/** Sends the report and says so; true once the server took it. */
export async function reportReview(reviewId: number, reason: string): Promise<boolean> {
  try {
    await commitMutationAsync<reportReviewMutation>(mutation, { reviewId, reason });
  } catch (error) {
    toastError(error);
    return false;
  }
  showToast(REPORT_SENT, { kind: 'success' });
  return true;
}
