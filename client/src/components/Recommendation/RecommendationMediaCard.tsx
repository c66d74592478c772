import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { mediaPath } from '../../format/slug.ts';
import { Cover } from '../Cover/Cover.tsx';
import { DeleteRecommendationButton } from './DeleteRecommendationButton.tsx';
import { RecommendationRating } from './RecommendationRating.tsx';
import { otherMedia } from './recommendationRules.ts';
import type { RecommendationMediaCard_recommendation$key } from './__generated__/RecommendationMediaCard_recommendation.graphql';
import styles from './Recommendation.module.css';

interface Props {
  recommendation: RecommendationMediaCard_recommendation$key;
  /** The media whose page this is: the card shows the other one. */
  pageMediaId: number;
}

/** A media page's recommendation (core §2): the other media's cover and title, the rating over the cover. */
export function RecommendationMediaCard({ recommendation, pageMediaId }: Props) {
  const data = useFragment(
    graphql`
      fragment RecommendationMediaCard_recommendation on Recommendation {
        id
        media { id type title { userPreferred } coverImage { large color } }
        mediaRecommendation { id type title { userPreferred } coverImage { large color } }
        ...RecommendationRating_recommendation
        ...DeleteRecommendationButton_recommendation
      }
    `,
    recommendation,
  );
  const other = otherMedia(pageMediaId, data.media, data.mediaRecommendation);
  if (!other) return null;
  const title = other.title?.userPreferred ?? '';
  return (
    <article className={styles.mediaCard} aria-label={title} data-recommendation-id={data.id} data-media-id={other.id}>
      <div className={styles.coverBox}>
        <Link to={mediaPath(other.type, other.id, title)} tabIndex={-1} aria-hidden="true">
          <Cover src={other.coverImage?.large} color={other.coverImage?.color} alt="" />
        </Link>
        <RecommendationRating recommendation={data} overlay />
        <DeleteRecommendationButton recommendation={data} className={styles.deleteOverCover} />
      </div>
      <Link to={mediaPath(other.type, other.id, title)} className={styles.mediaTitle} title={title}>
        {title}
      </Link>
    </article>
  );
}
