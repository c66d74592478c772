import { graphql, usePaginationFragment } from 'react-relay';
import type { MediaSearchResults_query$key } from './__generated__/MediaSearchResults_query.graphql';
import type { MediaSearchResultsPaginationQuery } from './__generated__/MediaSearchResultsPaginationQuery.graphql';
import { SEARCH_PAGE_SIZE } from '../rules/variables.ts';
import { useInfiniteScroll } from '../useInfiniteScroll.ts';
import { MediaResultList } from './MediaResultList.tsx';
import type { SearchView } from './searchView.ts';
import styles from '../Search.module.css';
import { LoadError } from '../../../components/LoadError/LoadError.tsx';
import { useLoadNext } from '../../../components/LoadError/useLoadNext.ts';

/** Media search results: 20 per page, the next page loads when the end of the list comes into view (core §2). */
export function MediaSearchResults({ query, ranked, view }: { query: MediaSearchResults_query$key; ranked: boolean; view: SearchView }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MediaSearchResultsPaginationQuery, MediaSearchResults_query$key>(
    graphql`
      fragment MediaSearchResults_query on Query
      @refetchable(queryName: "MediaSearchResultsPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        type: { type: "MediaType" }
        search: { type: "String" }
        sort: { type: "[MediaSort]" }
        genres: { type: "[String]" }
        excludedGenres: { type: "[String]" }
        tags: { type: "[String]" }
        excludedTags: { type: "[String]" }
        minimumTagRank: { type: "Int" }
        season: { type: "MediaSeason" }
        seasonYear: { type: "Int" }
        yearLike: { type: "String" }
        formats: { type: "[MediaFormat]" }
        status: { type: "MediaStatus" }
        source: { type: "MediaSource" }
        countryOfOrigin: { type: "CountryCode" }
        licensedBy: { type: "[String]" }
        isLicensed: { type: "Boolean" }
        onList: { type: "Boolean" }
        isAdult: { type: "Boolean" }
        startDate_greater: { type: "FuzzyDateInt" }
        startDate_lesser: { type: "FuzzyDateInt" }
        episodes_greater: { type: "Int" }
        episodes_lesser: { type: "Int" }
        duration_greater: { type: "Int" }
        duration_lesser: { type: "Int" }
        chapters_greater: { type: "Int" }
        chapters_lesser: { type: "Int" }
        volumes_greater: { type: "Int" }
        volumes_lesser: { type: "Int" }
      ) {
        mediaSearch(
          first: $first
          after: $after
          type: $type
          search: $search
          sort: $sort
          genre_in: $genres
          genre_not_in: $excludedGenres
          tag_in: $tags
          tag_not_in: $excludedTags
          minimumTagRank: $minimumTagRank
          season: $season
          seasonYear: $seasonYear
          startDate_like: $yearLike
          format_in: $formats
          status: $status
          source: $source
          countryOfOrigin: $countryOfOrigin
          licensedBy_in: $licensedBy
          isLicensed: $isLicensed
          onList: $onList
          isAdult: $isAdult
          startDate_greater: $startDate_greater
          startDate_lesser: $startDate_lesser
          episodes_greater: $episodes_greater
          episodes_lesser: $episodes_lesser
          duration_greater: $duration_greater
          duration_lesser: $duration_lesser
          chapters_greater: $chapters_greater
          chapters_lesser: $chapters_lesser
          volumes_greater: $volumes_greater
          volumes_lesser: $volumes_lesser
        ) @connection(key: "MediaSearchResults_mediaSearch") {
          edges {
            node {
              id
              ...MediaResultList_media
            }
          }
        }
      }
    `,
    query,
  );
  const next = useLoadNext(loadNext, SEARCH_PAGE_SIZE);
  const sentinel = useInfiniteScroll(hasNext && !next.failure, isLoadingNext, next.load);
  const media = data.mediaSearch.edges.map((edge) => edge.node);
  if (media.length === 0) return <p className={styles.empty}>No Results</p>;
  return (
    <>
      <MediaResultList media={media} ranked={ranked} view={view} placeholders={isLoadingNext ? 6 : 0} />
      {next.failure ? <LoadError what="More results" error={next.failure} onRetry={next.load} /> : null}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
    </>
  );
}
