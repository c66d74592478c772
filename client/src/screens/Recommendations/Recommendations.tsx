import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNearEnd } from '../../components/Activity/useNearEnd.ts';
import { usePagedList } from '../../components/Activity/usePagedList.ts';
import { parseRecommendationsView, RECOMMENDATIONS_PER_PAGE } from '../../components/Recommendation/recommendationRules.ts';
import { useViewer } from '../../session/useViewer.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { RecommendationsMenu } from './RecommendationsMenu.tsx';
import { RecommendationsNextPage } from './RecommendationsNextPage.tsx';
import { RecommendationsPage } from './RecommendationsPage.tsx';
import { recommendationsQuery, recommendationsVariables } from './RecommendationsQuery.ts';
import type { RecommendationsQuery } from './__generated__/RecommendationsQuery.graphql';
import styles from './Recommendations.module.css';
import { BlockBoundary } from '../../components/LoadError/BlockBoundary.tsx';

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
  const variables = recommendationsVariables(params);
  const paging = usePagedList(RECOMMENDATIONS_PER_PAGE, null, `${view.sort}:${view.onList}`);
  const sentinel = useNearEnd<HTMLDivElement>(paging.next === 'scroll', paging.more);

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
      <ul className={styles.list} aria-label="Recommendations" aria-busy={paging.next === 'loading'}>
        {data.Page ? <RecommendationsPage page={data.Page} number={1} earlier={paging.earlier(1)} onLoaded={paging.report} /> : null}
        {Array.from({ length: paging.pages - 1 }, (_, i) => i + 2).map((number) => (
          <BlockBoundary key={number} what="More recommendations" listItem fallback={<li className={`card ${styles.skeleton}`} aria-hidden="true" />}>
            {(fetchKey) => <RecommendationsNextPage variables={variables} number={number} earlier={paging.earlier(number)} onLoaded={paging.report} fetchKey={fetchKey} />}
          </BlockBoundary>
        ))}
      </ul>
      {paging.next === 'scroll' ? <div ref={sentinel} aria-hidden="true" /> : null}
    </div>
  );
}
