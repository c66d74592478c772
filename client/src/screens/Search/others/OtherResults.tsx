import { graphql, usePaginationFragment } from 'react-relay';
import type { CharacterResults_query$key } from './__generated__/CharacterResults_query.graphql';
import type { CharacterResultsPaginationQuery } from './__generated__/CharacterResultsPaginationQuery.graphql';
import type { StaffResults_query$key } from './__generated__/StaffResults_query.graphql';
import type { StaffResultsPaginationQuery } from './__generated__/StaffResultsPaginationQuery.graphql';
import type { StudioResults_query$key } from './__generated__/StudioResults_query.graphql';
import type { StudioResultsPaginationQuery } from './__generated__/StudioResultsPaginationQuery.graphql';
import { SEARCH_PAGE_SIZE } from '../rules/variables.ts';
import { useInfiniteScroll } from '../useInfiniteScroll.ts';
import { CharacterCard, StaffCard, StudioCard } from './personCards.tsx';
import { PersonGrid } from './PersonCard.tsx';
import styles from '../Search.module.css';
import { LoadError } from '../../../components/LoadError/LoadError.tsx';
import { useLoadNext } from '../../../components/LoadError/useLoadNext.ts';

const LATER_PLACEHOLDERS = 6;

type LoadNext = Parameters<typeof useLoadNext>[0];

function Results(props: {
  count: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: LoadNext;
  image?: boolean;
  children: React.ReactNode;
}) {
  const next = useLoadNext(props.loadNext, SEARCH_PAGE_SIZE);
  const sentinel = useInfiniteScroll(props.hasNext && !next.failure, props.isLoadingNext, next.load);
  if (props.count === 0) return <p className={styles.empty}>No Results</p>;
  return (
    <>
      <PersonGrid image={props.image} placeholders={props.isLoadingNext ? LATER_PLACEHOLDERS : 0}>
        {props.children}
      </PersonGrid>
      {next.failure ? <LoadError what="More results" error={next.failure} onRetry={next.load} /> : null}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
    </>
  );
}

export function CharacterResults({ query }: { query: CharacterResults_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CharacterResultsPaginationQuery, CharacterResults_query$key>(
    graphql`
      fragment CharacterResults_query on Query
      @refetchable(queryName: "CharacterResultsPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        search: { type: "String" }
        sort: { type: "[CharacterSort]" }
        isBirthday: { type: "Boolean" }
      ) {
        characterSearch(first: $first, after: $after, search: $search, sort: $sort, isBirthday: $isBirthday)
          @connection(key: "CharacterResults_characterSearch") {
          edges { node { id ...personCards_character } }
        }
      }
    `,
    query,
  );
  const edges = data.characterSearch.edges;
  return (
    <Results count={edges.length} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext}>
      {edges.map((edge) => (
        <CharacterCard key={edge.node.id} character={edge.node} />
      ))}
    </Results>
  );
}

export function StaffResults({ query }: { query: StaffResults_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<StaffResultsPaginationQuery, StaffResults_query$key>(
    graphql`
      fragment StaffResults_query on Query
      @refetchable(queryName: "StaffResultsPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        search: { type: "String" }
        sort: { type: "[StaffSort]" }
        isBirthday: { type: "Boolean" }
      ) {
        staffSearch(first: $first, after: $after, search: $search, sort: $sort, isBirthday: $isBirthday)
          @connection(key: "StaffResults_staffSearch") {
          edges { node { id ...personCards_staff } }
        }
      }
    `,
    query,
  );
  const edges = data.staffSearch.edges;
  return (
    <Results count={edges.length} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext}>
      {edges.map((edge) => (
        <StaffCard key={edge.node.id} staff={edge.node} />
      ))}
    </Results>
  );
}

export function StudioResults({ query }: { query: StudioResults_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<StudioResultsPaginationQuery, StudioResults_query$key>(
    graphql`
      fragment StudioResults_query on Query
      @refetchable(queryName: "StudioResultsPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        search: { type: "String" }
        sort: { type: "[StudioSort]" }
      ) {
        studioSearch(first: $first, after: $after, search: $search, sort: $sort) @connection(key: "StudioResults_studioSearch") {
          edges { node { id ...personCards_studio } }
        }
      }
    `,
    query,
  );
  const edges = data.studioSearch.edges;
  return (
    <Results count={edges.length} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} image={false}>
      {edges.map((edge) => (
        <StudioCard key={edge.node.id} studio={edge.node} />
      ))}
    </Results>
  );
}
