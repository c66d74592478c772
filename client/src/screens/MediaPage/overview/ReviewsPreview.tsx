import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { ReviewCard } from '../../../components/Review/ReviewCard.tsx';
import { mediaPath } from '../../../format/slug.ts';
import { notNull } from '../../../system/notNull.ts';
import type { ReviewsPreview_media$key } from './__generated__/ReviewsPreview_media.graphql';
import { EmptyPreview } from './EmptyPreview.tsx';
import styles from '../MediaPage.module.css';

/** The 2 best rated reviews (core §9); the heading leads to the Reviews tab. */
export function ReviewsPreview({ media }: { media: ReviewsPreview_media$key }) {
  const data = useFragment(
    graphql`
      fragment ReviewsPreview_media on Media {
        id
        type
        title { userPreferred }
        reviewPreview: reviews(page: 1, perPage: 2, sort: [RATING_DESC, ID]) {
          nodes { id ...ReviewCard_review }
        }
      }
    `,
    media,
  );
  const reviews = (data.reviewPreview?.nodes ?? []).filter(notNull);
  if (reviews.length === 0) return <EmptyPreview title="Reviews" text="No reviews yet" />;
  return (
    <section className={styles.section} aria-label="Reviews">
      <h2 className={styles.sectionTitle}>
        <Link to={`${mediaPath(data.type, data.id, data.title?.userPreferred)}/reviews`}>Reviews</Link>
      </h2>
      <div className={styles.previewList}>
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} showMedia={false} />
        ))}
      </div>
    </section>
  );
}
