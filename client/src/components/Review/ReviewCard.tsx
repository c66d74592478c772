import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { mediaPath } from '../../format/slug.ts';
import { UserLink } from '../Activity/UserLink.tsx';
import { Cover } from '../Cover/Cover.tsx';
import type { ReviewCard_review$key } from './__generated__/ReviewCard_review.graphql';
import { ThumbUpIcon } from './reviewIcons.tsx';
import { likedText } from './reviewRules.ts';
import { ReviewScore } from './ReviewScore.tsx';
import styles from './Review.module.css';

interface Props {
  review: ReviewCard_review$key;
  /** Left out on the media's own page, where the cover and title are already on show. */
  showMedia?: boolean;
}

/** A review in a list: the media's cover and title, the summary (a link to the review), author, score and rating. */
export function ReviewCard({ review, showMedia = true }: Props) {
  const data = useFragment(
    graphql`
      fragment ReviewCard_review on Review {
        id
        summary
        score
        rating
        ratingAmount
        private
        user { name avatar { large } }
        media { id type title { userPreferred } coverImage { large color } }
      }
    `,
    review,
  );
  const title = data.media?.title?.userPreferred ?? '';
  const author = data.user?.name ?? '';
  const to = `/review/${data.id}`;
  return (
    <article className={`card ${styles.card}`} data-review-id={data.id} aria-label={`Review of ${title} by ${author}`}>
      {showMedia && data.media ? (
        <Link to={to} className={styles.cardCover} tabIndex={-1} aria-hidden="true">
          <Cover src={data.media.coverImage?.large} color={data.media.coverImage?.color} alt="" />
        </Link>
      ) : null}
      <div className={styles.cardBody}>
        {showMedia && data.media ? (
          <Link to={mediaPath(data.media.type, data.media.id, title)} className={styles.cardMedia}>
            {title}
          </Link>
        ) : null}
        <Link to={to} className={styles.summary}>
          {data.summary}
        </Link>
        <footer className={styles.cardFooter}>
          {data.user ? <UserLink user={data.user} size="small" /> : null}
          <span className={styles.cardFacts}>
            {data.private ? <span className={styles.badge}>Private</span> : null}
            <ReviewScore score={data.score ?? 0} />
            <span className={styles.cardRating} title={likedText(data.rating ?? 0, data.ratingAmount ?? 0)}>
              <ThumbUpIcon size={14} />
              <span aria-hidden="true">
                {data.rating ?? 0}/{data.ratingAmount ?? 0}
              </span>
              <span className="visually-hidden">{likedText(data.rating ?? 0, data.ratingAmount ?? 0)}</span>
            </span>
          </span>
        </footer>
      </div>
    </article>
  );
}
