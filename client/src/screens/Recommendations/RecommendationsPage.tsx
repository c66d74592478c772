import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import { RecommendationPairCard } from '../../components/Recommendation/RecommendationPairCard.tsx';
import { notNull } from '../../system/notNull.ts';
import type { RecommendationsPage_page$key } from './__generated__/RecommendationsPage_page.graphql';
import styles from './Recommendations.module.css';

interface Props {
  page: RecommendationsPage_page$key;
  /** 1 for the route's page, then 2, 3… as the reader scrolls. */
  number: number;
  /** Pairs earlier pages showed: one added meanwhile pushes Recent's items a place down onto the next page. */
  earlier: ReadonlySet<number>;
  /** Told what the page holds and how many the server answered (a short page is the last). */
  onLoaded: (page: number, ids: readonly number[], count: number) => void;
}

/** One page of pairs: Page.recommendations is numbered, not a cursor connection, so each page is a query of its own. */
export function RecommendationsPage({ page, number, earlier, onLoaded }: Props) {
  const data = useFragment(
    graphql`
      fragment RecommendationsPage_page on Page
      @argumentDefinitions(sort: { type: "[RecommendationSort]" }, onList: { type: "Boolean" }) {
        recommendations(sort: $sort, onList: $onList) {
          id
          ...RecommendationPairCard_recommendation
        }
      }
    `,
    page,
  );
  // A pair deleted since reads null: it still counts towards a full page.
  const answered = data.recommendations ?? [];
  const items = answered.filter(notNull);
  const ids = items.map((item) => item.id).join(',');
  useEffect(() => {
    onLoaded(number, ids ? ids.split(',').map(Number) : [], answered.length);
  }, [number, ids, answered.length, onLoaded]);

  if (number === 1 && items.length === 0) return <li className={`card ${styles.empty}`}>No Results</li>;
  return (
    <>
      {items
        .filter((item) => !earlier.has(item.id))
        .map((item) => (
          <li key={item.id} className={styles.item}>
            <RecommendationPairCard recommendation={item} />
          </li>
        ))}
    </>
  );
}
