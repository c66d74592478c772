import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { UserResultsPageQuery } from './__generated__/UserResultsPageQuery.graphql';
import { notNull } from '../../../system/notNull.ts';
import { SEARCH_PAGE_SIZE } from '../rules/variables.ts';
import { useInfiniteScroll } from '../useInfiniteScroll.ts';
import { PersonCard, PersonGrid } from './PersonCard.tsx';
import styles from '../Search.module.css';
import cards from '../Cards.module.css';
import { BlockBoundary } from '../../../components/LoadError/BlockBoundary.tsx';

// Users have no connection field: pages of Page.users, one query per page, appended as the list scrolls.
const pageQuery = graphql`
  query UserResultsPageQuery($page: Int!, $perPage: Int!, $search: String, $sort: [UserSort]) {
    Page(page: $page, perPage: $perPage) {
      pageInfo { hasNextPage }
      users(search: $search, sort: $sort) { id name avatar { large } }
    }
  }
`;

export function UserResults({ search, sort }: { search: string | null; sort: string[] }) {
  const [pages, setPages] = useState(1);
  return (
    <div className={cards.userPages}>
      {Array.from({ length: pages }, (_, i) => (
        <BlockBoundary
          key={i}
          what={i === 0 ? 'Users' : 'More users'}
          fallback={<PersonGrid placeholders={i === 0 ? SEARCH_PAGE_SIZE : 6}>{null}</PersonGrid>}
        >
          {(fetchKey) => (
            <UsersPage page={i + 1} search={search} sort={sort} last={i + 1 === pages} onMore={() => setPages(i + 2)} fetchKey={fetchKey} />
          )}
        </BlockBoundary>
      ))}
    </div>
  );
}

function UsersPage(props: { page: number; search: string | null; sort: string[]; last: boolean; onMore: () => void; fetchKey: number }) {
  const data = useLazyLoadQuery<UserResultsPageQuery>(
    pageQuery,
    { page: props.page, perPage: SEARCH_PAGE_SIZE, search: props.search, sort: props.sort as UserResultsPageQuery['variables']['sort'] },
    { fetchPolicy: 'store-or-network', fetchKey: props.fetchKey },
  );
  const users = data.Page?.users?.filter(notNull) ?? [];
  const hasNext = props.last && data.Page?.pageInfo?.hasNextPage === true;
  const sentinel = useInfiniteScroll(hasNext, false, props.onMore);
  if (users.length === 0 && props.page === 1) return <p className={styles.empty}>No Results</p>;
  return (
    <>
      <PersonGrid>
        {users.map((user) => (
          <PersonCard key={user.id} to={`/user/${encodeURIComponent(user.name)}`} name={user.name} image={user.avatar?.large ?? null} />
        ))}
      </PersonGrid>
      {hasNext ? <div ref={sentinel} className={styles.sentinel} aria-hidden="true" /> : null}
    </>
  );
}
