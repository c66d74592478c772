import { graphql, useFragment } from 'react-relay';
import { useDeleteRecommendation } from '../../mutations/deleteRecommendation.ts';
import { useViewer } from '../../session/useViewer.ts';
import { showConfirm } from '../../system/dialogs.ts';
import { CloseIcon } from '../icons.tsx';
import { canDeleteRecommendation, deleteConfirmText } from './recommendationRules.ts';
import type { DeleteRecommendationButton_recommendation$key } from './__generated__/DeleteRecommendationButton_recommendation.graphql';
import styles from './Recommendation.module.css';

/** Removal for the author and community moderators (social §5, §6), after the confirmation naming the author. */
export function DeleteRecommendationButton({
  recommendation,
  className,
}: {
  recommendation: DeleteRecommendationButton_recommendation$key;
  className?: string;
}) {
  const data = useFragment(
    graphql`
      fragment DeleteRecommendationButton_recommendation on Recommendation {
        id
        user { id name }
      }
    `,
    recommendation,
  );
  const viewer = useViewer();
  const [deleteRecommendation, busy] = useDeleteRecommendation();
  if (!canDeleteRecommendation(viewer, data.user?.id)) return null;

  async function remove() {
    const confirmed = await showConfirm('Delete Recommendation', deleteConfirmText(data.user?.name ?? 'a deleted user'), 'Delete');
    // The card leaves the store at once and unmounts with this button; a refusal brings it back.
    if (confirmed) deleteRecommendation(data.id);
  }

  return (
    <button
      type="button"
      className={`${styles.delete} ${className ?? ''}`}
      aria-label="Delete recommendation"
      title="Delete recommendation"
      disabled={busy}
      onClick={() => void remove()}
    >
      <CloseIcon size={14} />
    </button>
  );
}
