import { graphql, useFragment } from 'react-relay';
import { useRateRecommendation } from '../../mutations/saveRecommendation.ts';
import { isSmallRating } from '../../screens/MediaPage/rules/ratings.ts';
import { useViewer } from '../../session/useViewer.ts';
import { ThumbDownIcon, ThumbUpIcon } from './recommendationIcons.tsx';
import type { RecommendationRating_recommendation$key } from './__generated__/RecommendationRating_recommendation.graphql';
import styles from './Recommendation.module.css';

interface Props {
  recommendation: RecommendationRating_recommendation$key;
  /** Over a cover (media page cards) or on the card's own background (/recommendations). */
  overlay?: boolean;
}

/**
 * The pair's rating with the viewer's thumbs (social §3, §4): up or down, the same thumb again to take it back, the
 * count moving at once. Guests see the count alone (social §6). Presses while a rating is being saved are ignored.
 */
export function RecommendationRating({ recommendation, overlay = false }: Props) {
  const data = useFragment(
    graphql`
      fragment RecommendationRating_recommendation on Recommendation {
        id
        rating
        userRating
      }
    `,
    recommendation,
  );
  const viewer = useViewer();
  const [rateRecommendation, saving] = useRateRecommendation();
  const rating = data.rating ?? 0;
  const className = `${styles.rating} ${overlay ? styles.ratingOverlay : ''}`;
  const count = (
    <span className={isSmallRating(rating) ? styles.ratingSmall : styles.ratingCount} data-testid="recommendation-rating">
      {rating}
    </span>
  );

  if (!viewer) {
    return (
      <span className={className} aria-label={`Rating ${rating}`}>
        <ThumbUpIcon />
        {count}
      </span>
    );
  }

  function rate(pressed: 'RATE_UP' | 'RATE_DOWN') {
    if (!saving) rateRecommendation({ id: data.id, rating: data.rating, userRating: data.userRating }, pressed);
  }

  const up = data.userRating === 'RATE_UP';
  const down = data.userRating === 'RATE_DOWN';
  return (
    <span className={className} role="group" aria-label={`Rating ${rating}`}>
      <button
        type="button"
        className={styles.thumb}
        aria-label="Rate up"
        aria-pressed={up}
        title={up ? 'Remove your rating' : 'Rate up'}
        onClick={() => rate('RATE_UP')}
      >
        <ThumbUpIcon />
      </button>
      {count}
      <button
        type="button"
        className={styles.thumb}
        aria-label="Rate down"
        aria-pressed={down}
        title={down ? 'Remove your rating' : 'Rate down'}
        onClick={() => rate('RATE_DOWN')}
      >
        <ThumbDownIcon />
      </button>
    </span>
  );
}
