import { ReviewList } from '../../../components/Review/ReviewList.tsx';
import { MEDIA_PER_PAGE } from '../../../components/Review/reviewListVariables.ts';
import { useMediaOutlet } from '../mediaOutlet.ts';
import styles from '../MediaPage.module.css';

/** The Reviews tab (core §2): the media's reviews, best rated first, loading on as the reader scrolls. */
export function MediaReviews() {
  const { id } = useMediaOutlet().media;
  return (
    <section className={styles.section} aria-label="Reviews">
      <h2 className={styles.sectionTitle}>Reviews</h2>
      <ReviewList key={id} mediaId={id} perPage={MEDIA_PER_PAGE} label="Reviews" showMedia={false} />
    </section>
  );
}
