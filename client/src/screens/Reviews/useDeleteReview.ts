import { useNavigate } from 'react-router-dom';
import { useDeleteReview as useDeleteReviewMutation } from '../../mutations/deleteReview.ts';
import { showConfirm } from '../../system/dialogs.ts';

export const DELETE_REVIEW_CONFIRM = 'Are you sure you want to delete this review?';

/**
 * Deleting a review, from its page or its editor (social §4, §5, §8): the confirmation (cancelling aborts silently),
 * then "Review deleted" and the home page. The second value is the deletion's in-flight state.
 */
export function useDeleteReview(): [(id: number, mediaId: number) => Promise<void>, boolean] {
  const navigate = useNavigate();
  const [deleteReview, isInFlight] = useDeleteReviewMutation();
  const remove = async (id: number, mediaId: number) => {
    if (await showConfirm('Delete Review', DELETE_REVIEW_CONFIRM, 'Delete'))
      deleteReview(id, mediaId, { onCompleted: () => navigate('/home') });
  };
  return [remove, isInFlight];
}
