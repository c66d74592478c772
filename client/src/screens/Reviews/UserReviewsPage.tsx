import { Suspense } from 'react';
import { ReviewList } from '../../components/Review/ReviewList.tsx';
import { USER_PER_PAGE } from '../../components/Review/reviewListVariables.ts';
import { useUserOutlet } from '../User/userOutlet.ts';
import shell from '../User/User.module.css';
import styles from './Reviews.module.css';

/** /user/{name}/reviews (social §2, §9): the member's reviews, newest first, 30 a page. */
export function UserReviewsPage() {
  const { userId, userName } = useUserOutlet();
  return (
    <div className={`container ${shell.page} ${styles.userPage}`}>
      <Suspense fallback={null}>
        <ReviewList key={userId} userId={userId} perPage={USER_PER_PAGE} label={`Reviews by ${userName}`} columns={2} />
      </Suspense>
    </div>
  );
}
