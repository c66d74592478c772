import { graphql, usePaginationFragment } from 'react-relay';
import { edgeNodes, loadedConnection } from '../../components/Paging/listPaging.ts';
import { ListEnd } from '../../components/Paging/ListEnd.tsx';
import { usePagedConnection } from '../../components/Paging/usePagedConnection.ts';
import { RecommendationPairCard } from '../../components/Recommendation/RecommendationPairCard.tsx';
import { RECOMMENDATIONS_PER_PAGE } from '../../components/Recommendation/recommendationRules.ts';
import type { RecommendationsList_query$key } from './__generated__/RecommendationsList_query.graphql';
import type { RecommendationsListPaginationQuery } from './__generated__/RecommendationsListPaginationQuery.graphql';
import styles from './Recommendations.module.css';

/**
 * Pairs of media over the recommendationFeed connection, the route's first page and then the next as the reader nears
 * the end. A pair that a later page repeats (one added meanwhile pushed Recent down) is shown once: Relay merges
 * edges by node.
 */
export function RecommendationsList({ query }: { query: RecommendationsList_query$key }) {
  const pagination = usePaginationFragment<RecommendationsListPaginationQuery, RecommendationsList_query$key>(
    graphql`
      fragment RecommendationsList_query on Query
      @refetchable(queryName: "RecommendationsListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        sort: { type: "[RecommendationSort]" }
        onList: { type: "Boolean" }
      ) {
        recommendationFeed(first: $first, after: $after, sort: $sort, onList: $onList) @connection(key: "RecommendationsList_recommendationFeed") {
          edges {
            node {
              id
              ...RecommendationPairCard_recommendation
            }
          }
        }
      }
    `,
    query,
  );
  const paging = usePagedConnection(pagination, RECOMMENDATIONS_PER_PAGE);
  const items = edgeNodes(loadedConnection(pagination.data.recommendationFeed));
  return (
    <>
      <ul className={styles.list} aria-label="Recommendations" aria-busy={pagination.isLoadingNext}>
        {items.length === 0 && !pagination.hasNext ? <li className={`card ${styles.empty}`}>No Results</li> : null}
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <RecommendationPairCard recommendation={item} />
          </li>
        ))}
        {pagination.isLoadingNext ? <li className={`card ${styles.skeleton}`} aria-hidden="true" /> : null}
      </ul>
      <ListEnd paging={paging} what="More recommendations" />
    </>
  );
}
