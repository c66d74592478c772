import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { reviewEditorPath, reviewRights, REVIEW_LIMITS } from '../../components/Review/reviewRules.ts';
import { useReportReview } from '../../mutations/reportReview.ts';
import { useViewer } from '../../session/useViewer.ts';
import { usePrompt } from '../../system/usePrompt.tsx';
import type { ReviewActions_review$key } from './__generated__/ReviewActions_review.graphql';
import { useDeleteReview } from './useDeleteReview.ts';
import styles from './Reviews.module.css';

const REASON_MISSING = 'Please give a reason for the report.';

/**
 * The review's controls by who is looking (social §5, §6): Edit and Delete for the author and community
 * moderators, Report (a reason, then Submit or Cancel) for other members; guests get none.
 */
export function ReviewActions({ review }: { review: ReviewActions_review$key }) {
  const data = useFragment(
    graphql`
      fragment ReviewActions_review on Review {
        id
        mediaId
        userId
      }
    `,
    review,
  );
  const viewer = useViewer();
  const rights = reviewRights(viewer, data.userId);
  const { prompt, dialog } = usePrompt();
  const [remove] = useDeleteReview();
  const [reportReview] = useReportReview();

  async function report() {
    const reason = await prompt({
      title: 'Report Review',
      label: 'Reason',
      submitLabel: 'Submit',
      multiline: true,
      maxLength: REVIEW_LIMITS.reasonMax,
      validate: (value) => (value.trim() ? null : REASON_MISSING),
    });
    if (reason !== null) reportReview(data.id, reason);
  }

  if (!rights.canEdit && !rights.canDelete && !rights.canReport) return null;
  return (
    <div className={styles.actions}>
      {rights.canEdit ? (
        <Link className={styles.action} to={reviewEditorPath(data.mediaId, data.userId, viewer?.id)}>
          Edit
        </Link>
      ) : null}
      {rights.canDelete ? (
        <button type="button" className={styles.action} onClick={() => void remove(data.id, data.mediaId)}>
          Delete
        </button>
      ) : null}
      {rights.canReport ? (
        <button type="button" className={styles.action} onClick={() => void report()}>
          Report
        </button>
      ) : null}
      {dialog}
    </div>
  );
}
