import { graphql, useFragment } from 'react-relay';
import { useRateReview } from '../../mutations/rateReview.ts';
import { useViewer } from '../../session/useViewer.ts';
import type { ReviewRating_review$key } from './__generated__/ReviewRating_review.graphql';
import { ThumbDownIcon, ThumbUpIcon } from './reviewIcons.tsx';
import { likedText, nextVote, reviewRights, type CastVote } from './reviewRules.ts';
import styles from './Review.module.css';

const THUMBS = [
  { vote: 'UP_VOTE', label: 'Like this review', Icon: ThumbUpIcon },
  { vote: 'DOWN_VOTE', label: 'Dislike this review', Icon: ThumbDownIcon },
] as const;

/**
 * "X out of Y users liked this review" and, for members other than the author, the thumbs (social §3, §4): pressing
 * the vote one gave takes it back. The counts move at once; clicks while a vote is on its way are ignored.
 */
export function ReviewRating({ review }: { review: ReviewRating_review$key }) {
  const data = useFragment(
    graphql`
      fragment ReviewRating_review on Review {
        id
        userId
        rating
        ratingAmount
        userRating
      }
    `,
    review,
  );
  const viewer = useViewer();
  const [rateReview, saving] = useRateReview();
  const { canRate } = reviewRights(viewer, data.userId);

  function vote(pressed: CastVote) {
    if (!saving) rateReview(data.id, nextVote(data.userRating, pressed));
  }

  return (
    <div className={styles.rating}>
      <p className={styles.ratingText}>{likedText(data.rating ?? 0, data.ratingAmount ?? 0)}</p>
      {canRate ? (
        <div className={styles.thumbs} role="group" aria-label="Rate this review">
          {THUMBS.map(({ vote: thumb, label, Icon }) => {
            const pressed = data.userRating === thumb;
            return (
              <button
                key={thumb}
                type="button"
                className={styles.thumb}
                aria-label={label}
                title={label}
                aria-pressed={pressed}
                onClick={() => vote(thumb)}
              >
                <Icon size={20} fill={pressed ? 'currentColor' : 'none'} />
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
