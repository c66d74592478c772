import { graphql, useFragment } from 'react-relay';
import { notNull } from '../../../system/notNull.ts';
import type { ReviewsPreview_media$key } from './__generated__/ReviewsPreview_media.graphql';
import { isSmallRating } from '../rules/ratings.ts';
import { EmptyPreview } from './EmptyPreview.tsx';
import styles from '../MediaPage.module.css';

/** The 2 best rated reviews (core §9). Reviews arrive with the social issue; until then the empty state shows. */
export function ReviewsPreview({ media }: { media: ReviewsPreview_media$key }) {
  const data = useFragment(
    graphql`
      fragment ReviewsPreview_media on Media {
        reviewPreview: reviews(page: 1, perPage: 2, sort: [RATING_DESC, ID]) {
          nodes { id summary rating ratingAmount user { id name avatar { medium } } }
        }
      }
    `,
    media,
  );
  const reviews = (data.reviewPreview?.nodes ?? []).filter(notNull);
  if (reviews.length === 0) return <EmptyPreview title="Reviews" text="No reviews yet." />;
  return (
    <section className={styles.section} aria-label="Reviews">
      <h2 className={styles.sectionTitle}>Reviews</h2>
      <div className={styles.previewList}>
        {reviews.map((review) => (
          <div key={review.id} className={`card ${styles.previewItem}`}>
            {review.user?.avatar?.medium ? <img src={review.user.avatar.medium} alt="" className={styles.previewAvatar} /> : null}
            <span className={styles.previewText}>{review.summary}</span>
            <span className={isSmallRating(review.rating) ? styles.smallRating : styles.rating}>{review.rating ?? 0}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
