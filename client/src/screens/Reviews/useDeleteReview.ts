import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteReview } from '../../mutations/deleteReview.ts';
import { showConfirm } from '../../system/dialogs.ts';

export const DELETE_REVIEW_CONFIRM = 'Are you sure you want to delete this review?';

/**
 * Deleting a review, from its page or its editor (social §4, §5, §8): the confirmation (cancelling aborts silently),
 * then "Review deleted" and the home page.
 */
export function useDeleteReview(): (id: number) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (id: number) => {
      if (!(await showConfirm('Delete Review', DELETE_REVIEW_CONFIRM, 'Delete'))) return;
      if (await deleteReview(id)) navigate('/home');
    },
    [navigate],
  );
}
