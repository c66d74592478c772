import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { mediaPath } from '../../format/slug.ts';
import { userPath } from '../Nav/navLinks.ts';
import { Cover } from '../Cover/Cover.tsx';
import { DeleteRecommendationButton } from './DeleteRecommendationButton.tsx';
import { RecommendationRating } from './RecommendationRating.tsx';
import type { RecommendationPairCard_recommendation$key } from './__generated__/RecommendationPairCard_recommendation.graphql';
import styles from './Recommendation.module.css';

interface Side {
  readonly id: number;
  readonly type: string | null | undefined;
  readonly title: { readonly userPreferred: string | null | undefined } | null | undefined;
  readonly coverImage: { readonly large: string | null | undefined; readonly color: string | null | undefined } | null | undefined;
}

function PairSide({ media }: { media: Side }) {
  const title = media.title?.userPreferred ?? '';
  const to = mediaPath(media.type, media.id, title);
  return (
    <div className={styles.pairSide} data-media-id={media.id}>
      <Link to={to} tabIndex={-1} aria-hidden="true" className={styles.pairCover}>
        <Cover src={media.coverImage?.large} color={media.coverImage?.color} alt="" />
      </Link>
      <Link to={to} className={styles.pairTitle} title={title}>
        {title}
      </Link>
    </div>
  );
}

/** A pair on /recommendations (social §2): both covers and titles, the rating with the viewer's thumbs, the author. */
export function RecommendationPairCard({ recommendation }: { recommendation: RecommendationPairCard_recommendation$key }) {
  const data = useFragment(
    graphql`
      fragment RecommendationPairCard_recommendation on Recommendation {
        id
        media { id type title { userPreferred } coverImage { large color } }
        mediaRecommendation { id type title { userPreferred } coverImage { large color } }
        user { id name avatar { medium } }
        ...RecommendationRating_recommendation
        ...DeleteRecommendationButton_recommendation
      }
    `,
    recommendation,
  );
  const { media, mediaRecommendation: recommended, user } = data;
  if (!media || !recommended) return null;
  const label = `${media.title?.userPreferred ?? ''} and ${recommended.title?.userPreferred ?? ''}`;
  return (
    <article className={`card ${styles.pairCard}`} aria-label={label} data-recommendation-id={data.id}>
      <div className={styles.pair}>
        <PairSide media={media} />
        <PairSide media={recommended} />
      </div>
      <footer className={styles.pairFooter}>
        {user ? (
          <Link to={userPath(user.name)} className={styles.author} title={`Recommended by ${user.name}`}>
            {user.avatar?.medium ? <img src={user.avatar.medium} alt="" className={styles.avatar} loading="lazy" /> : null}
            <span>{user.name}</span>
          </Link>
        ) : (
          <span className={styles.author}>Deleted user</span>
        )}
        <span className={styles.pairActions}>
          <RecommendationRating recommendation={data} />
          <DeleteRecommendationButton recommendation={data} />
        </span>
      </footer>
    </article>
  );
}
