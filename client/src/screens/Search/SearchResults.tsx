import { useEffect, useRef, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { MediaCard } from '../../components/MediaCard/MediaCard.tsx';
import type { SearchResults_query$key } from './__generated__/SearchResults_query.graphql';
import type { SearchResultsPaginationQuery } from './__generated__/SearchResultsPaginationQuery.graphql';
import styles from './Search.module.css';

const PAGE_SIZE = 20;
const LATER_PAGE_PLACEHOLDERS = 6;

/** Media search results: 20 per page, the next page loads when the end of the list comes into view. */
export function SearchResults({ query, ranked }: { query: SearchResults_query$key; ranked: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SearchResultsPaginationQuery, SearchResults_query$key>(
    graphql`
      fragment SearchResults_query on Query
      @refetchable(queryName: "SearchResultsPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        type: { type: "MediaType" }
        search: { type: "String" }
        sort: { type: "[MediaSort]" }
        season: { type: "MediaSeason" }
        seasonYear: { type: "Int" }
        genres: { type: "[String]" }
        formats: { type: "[MediaFormat]" }
        countryOfOrigin: { type: "CountryCode" }
        isAdult: { type: "Boolean", defaultValue: false }
      ) {
        mediaSearch(
          first: $first
          after: $after
          type: $type
          search: $search
          sort: $sort
          season: $season
          seasonYear: $seasonYear
          genre_in: $genres
          format_in: $formats
          countryOfOrigin: $countryOfOrigin
          isAdult: $isAdult
        ) @connection(key: "SearchResults_mediaSearch") {
          totalCount
          edges {
            node {
              id
              ...MediaCard_media
            }
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  const sentinel = useRef<HTMLDivElement>(null);
  const edges = data.mediaSearch.edges;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNext) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || isLoadingNext) return;
        startTransition(() => {
          loadNext(PAGE_SIZE);
        });
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, loadNext]);

  if (edges.length === 0) {
    return <p className={styles.empty}>No Results</p>;
  }

  return (
    <>
      <div className={styles.results}>
        {edges.map((edge, index) => (
          <div key={edge.node.id} className={styles.result}>
            {ranked && index < 100 ? <span className={styles.rank}>#{index + 1}</span> : null}
            <MediaCard media={edge.node} />
          </div>
        ))}
        {isLoadingNext
          ? Array.from({ length: LATER_PAGE_PLACEHOLDERS }, (_, i) => <div key={`placeholder-${i}`} className={`card ${styles.placeholder}`} />)
          : null}
      </div>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
    </>
  );
}
