import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Cover } from '../../../components/Cover/Cover.tsx';
import { mediaPath } from '../../../format/slug.ts';
import { notNull } from '../../../system/notNull.ts';
import type { RecommendationsPreview_media$key } from './__generated__/RecommendationsPreview_media.graphql';
import { isSmallRating } from '../rules/ratings.ts';
import { EmptyPreview } from './EmptyPreview.tsx';
import styles from '../MediaPage.module.css';

/** 7 recommendations, best rated first (core §9). Recommending arrives with the social issue. */
export function RecommendationsPreview({ media }: { media: RecommendationsPreview_media$key }) {
  const data = useFragment(
    graphql`
      fragment RecommendationsPreview_media on Media {
        recommendationPreview: recommendations(page: 1, perPage: 7, sort: [RATING_DESC, ID]) {
          nodes { id rating mediaRecommendation { id type title { userPreferred } coverImage { large color } } }
        }
      }
    `,
    media,
  );
  const recommendations = (data.recommendationPreview?.nodes ?? []).filter(notNull).filter((node) => node.mediaRecommendation);
  if (recommendations.length === 0) return <EmptyPreview title="Recommendations" text="No recommendations yet." />;
  return (
    <section className={styles.section} aria-label="Recommendations">
      <h2 className={styles.sectionTitle}>Recommendations</h2>
      <div className={styles.recommendations}>
        {recommendations.map((recommendation) => {
          const media = recommendation.mediaRecommendation!;
          const title = media.title?.userPreferred ?? '';
          return (
            <Link key={recommendation.id} to={mediaPath(media.type, media.id, title)} className={styles.recommendation} title={title}>
              <Cover src={media.coverImage?.large} color={media.coverImage?.color} alt={title} />
              <span className={styles.relationTitle}>{title}</span>
              <span className={isSmallRating(recommendation.rating) ? styles.smallRating : styles.rating}>{recommendation.rating ?? 0}</span>
            </Link>
          );
        })}
      </div>
    </section>
  );
}
