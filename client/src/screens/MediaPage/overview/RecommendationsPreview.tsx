import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { MediaRecommendationsMore } from '../../../components/Recommendation/MediaRecommendationsMore.tsx';
import { RecommendationAdd } from '../../../components/Recommendation/RecommendationAdd.tsx';
import { RecommendationMediaCard } from '../../../components/Recommendation/RecommendationMediaCard.tsx';
import { PlusIcon } from '../../../components/Recommendation/recommendationIcons.tsx';
import { recommendationsHidden } from '../../../components/Recommendation/recommendationRules.ts';
import { useRecommendationColumns } from '../../../components/Recommendation/useRecommendationColumns.ts';
import { useViewer } from '../../../session/useViewer.ts';
import { notNull } from '../../../system/notNull.ts';
import type { RecommendationsPreview_media$key } from './__generated__/RecommendationsPreview_media.graphql';
import recommendationStyles from '../../../components/Recommendation/Recommendation.module.css';
import styles from '../MediaPage.module.css';

/**
 * The overview's recommendations (core §2, §9; social §5): 7 best rated, in as many columns as the window's width / 150
 * (7 on phones), "View all" for the rest, and for members the thumbs and "Add recommendation". Hidden where social §5 says.
 * The preview's arguments are also mutations/saveRecommendation's PREVIEW_ARGS, where a new pair is put first.
 */
export function RecommendationsPreview({ media }: { media: RecommendationsPreview_media$key }) {
  const data = useFragment(
    graphql`
      fragment RecommendationsPreview_media on Media {
        id
        type
        format
        status(version: 2)
        isLocked
        isRecommendationBlocked
        recommendationPreview: recommendations(page: 1, perPage: 7, sort: [RATING_DESC, ID]) {
          pageInfo { hasNextPage }
          nodes { id ...RecommendationMediaCard_recommendation }
        }
      }
    `,
    media,
  );
  const viewer = useViewer();
  const columns = useRecommendationColumns();
  const [adding, setAdding] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const nodes = (data.recommendationPreview?.nodes ?? []).filter(notNull);
  const ids = nodes.map((node) => node.id).join(',');
  const shown = useMemo(() => new Set(ids ? ids.split(',').map(Number) : []), [ids]);

  if (recommendationsHidden(data, nodes.length, viewer !== null)) return null;
  const gridStyle = { gridTemplateColumns: `repeat(${columns}, minmax(var(--recommendation-min-width, 0px), 1fr))` };
  const more = expanded || data.recommendationPreview?.pageInfo?.hasNextPage === true;
  return (
    <section className={styles.section} aria-label="Recommendations">
      <div className={recommendationStyles.header}>
        <h2 className={styles.sectionTitle}>Recommendations</h2>
        <div className={recommendationStyles.headerActions}>
          {more ? (
            <button
              type="button"
              className={recommendationStyles.textButton}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? 'Show less' : 'View all'}
            </button>
          ) : null}
          {viewer ? (
            <button type="button" className={recommendationStyles.addButton} aria-expanded={adding} onClick={() => setAdding(!adding)}>
              <PlusIcon />
              Add recommendation
            </button>
          ) : null}
        </div>
      </div>
      {adding ? <RecommendationAdd media={data} onDone={() => setAdding(false)} /> : null}
      {nodes.length === 0 ? (
        <p className={`card ${styles.emptyState}`}>No recommendations yet.</p>
      ) : (
        <div className={recommendationStyles.mediaGrid} style={gridStyle} data-columns={columns}>
          {nodes.map((node) => (
            <RecommendationMediaCard key={node.id} recommendation={node} pageMediaId={data.id} />
          ))}
        </div>
      )}
      {expanded ? <MediaRecommendationsMore mediaId={data.id} shown={shown} gridStyle={gridStyle} /> : null}
    </section>
  );
}
