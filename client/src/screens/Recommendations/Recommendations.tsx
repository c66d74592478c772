import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseRecommendationsView } from '../../components/Recommendation/recommendationRules.ts';
import { useViewer } from '../../session/useViewer.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { RecommendationsMenu } from './RecommendationsMenu.tsx';
import { RecommendationsList } from './RecommendationsList.tsx';
import { recommendationsQuery } from './RecommendationsQuery.ts';
import type { RecommendationsQuery } from './__generated__/RecommendationsQuery.graphql';
import styles from './Recommendations.module.css';

const TITLE = 'Recommendations';

/**
 * /recommendations (social §2): pairs of media in the chosen sort, All or the member's list, loading on as the reader
 * nears the end; each card rates with the thumbs for members.
 */
export function Recommendations() {
  const data = useRouteQuery<RecommendationsQuery>(recommendationsQuery);
  const [params] = useSearchParams();
  const signedIn = useViewer() !== null;
  const view = parseRecommendationsView(params, signedIn);

  useEffect(() => {
    document.title = `${TITLE} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, []);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{TITLE}</h1>
      <RecommendationsMenu view={view} signedIn={signedIn} />
      {/* Another sort or filter is another list, from its first page. */}
      <RecommendationsList key={`${view.sort}:${view.onList}`} query={data} />
    </div>
  );
}
