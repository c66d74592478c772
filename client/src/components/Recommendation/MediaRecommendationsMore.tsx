import { useCallback, useState, type CSSProperties } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { notNull } from '../../system/notNull.ts';
import { RecommendationMediaCard } from './RecommendationMediaCard.tsx';
import type { MediaRecommendationsMoreQuery } from './__generated__/MediaRecommendationsMoreQuery.graphql';
import styles from './Recommendation.module.css';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';

// A media's recommendations past its preview, 21 a page (a multiple of the 7 previewed), best rated first as the
// preview is, so page 1 starts with the preview's own and those are left out.
const query = graphql`
  query MediaRecommendationsMoreQuery($mediaId: Int!, $page: Int!) {
    Media(id: $mediaId) {
      id
      recommendations(page: $page, perPage: 21, sort: [RATING_DESC, ID]) {
        pageInfo { hasNextPage }
        nodes { id ...RecommendationMediaCard_recommendation }
      }
    }
  }
`;

interface Props {
  mediaId: number;
  /** Ids the preview shows already. */
  shown: ReadonlySet<number>;
  gridStyle: CSSProperties;
}

/** "View all": page after page under the preview, each asked for with "Show more". */
export function MediaRecommendationsMore({ mediaId, shown, gridStyle }: Props) {
  const [pages, setPages] = useState(1);
  const more = useCallback((after: number) => setPages((count) => (count === after ? after + 1 : count)), []);
  return (
    <>
      {Array.from({ length: pages }, (_, i) => (
        <BlockBoundary key={i} what="Recommendations" fallback={<p className={styles.searchHint}>Loading…</p>}>
          {(fetchKey) => (
            <MorePage
              mediaId={mediaId}
              page={i + 1}
              last={i + 1 === pages}
              shown={shown}
              gridStyle={gridStyle}
              onMore={more}
              fetchKey={fetchKey}
            />
          )}
        </BlockBoundary>
      ))}
    </>
  );
}

interface PageProps extends Props {
  /** Its block's retries (BlockBoundary): each asks the server again. */
  fetchKey?: number;
  page: number;
  last: boolean;
  onMore: (after: number) => void;
}

function MorePage({ mediaId, page, last, shown, gridStyle, onMore, fetchKey }: PageProps) {
  const data = useLazyLoadQuery<MediaRecommendationsMoreQuery>(query, { mediaId, page }, { fetchPolicy: 'store-or-network', fetchKey });
  const connection = data.Media?.recommendations;
  const nodes = (connection?.nodes ?? []).filter(notNull).filter((node) => !shown.has(node.id));
  return (
    <>
      {nodes.length > 0 ? (
        <div className={styles.mediaGrid} style={gridStyle}>
          {nodes.map((node) => (
            <RecommendationMediaCard key={node.id} recommendation={node} pageMediaId={mediaId} />
          ))}
        </div>
      ) : null}
      {last && connection?.pageInfo?.hasNextPage ? (
        <button type="button" className={styles.textButton} onClick={() => onMore(page)}>
          Show more
        </button>
      ) : null}
    </>
  );
}
