import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { edgeNodes, loadedConnection } from '../Paging/listPaging.ts';
import { ListEnd } from '../Paging/ListEnd.tsx';
import { usePagedConnection } from '../Paging/usePagedConnection.ts';
import { ThreadCard } from './ThreadCard.tsx';
import type { ThreadFeedList_query$key } from './__generated__/ThreadFeedList_query.graphql';
import type { ThreadFeedListPaginationQuery } from './__generated__/ThreadFeedListPaginationQuery.graphql';
import styles from './ThreadFeed.module.css';

interface Props {
  query: ThreadFeedList_query$key;
  perPage: number;
  /** A preview: the first page only. */
  single: boolean;
  compact: boolean;
  label: string;
  emptyText: ReactNode;
}

/**
 * Thread cards over the threadFeed connection: the next page loads as the reader nears the end, until the server has
 * no more. A thread that a later page repeats (new replies moved it) is shown once: Relay merges edges by node.
 */
export function ThreadFeedList({ query, perPage, single, compact, label, emptyText }: Props) {
  const pagination = usePaginationFragment<ThreadFeedListPaginationQuery, ThreadFeedList_query$key>(
    graphql`
      fragment ThreadFeedList_query on Query
      @refetchable(queryName: "ThreadFeedListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 25 }
        after: { type: "String" }
        userId: { type: "Int" }
        categoryId: { type: "Int" }
        mediaCategoryId: { type: "Int" }
        search: { type: "String" }
        sort: { type: "[ThreadSort]" }
      ) {
        threadFeed(
          first: $first
          after: $after
          userId: $userId
          categoryId: $categoryId
          mediaCategoryId: $mediaCategoryId
          search: $search
          sort: $sort
        ) @connection(key: "ThreadFeedList_threadFeed") {
          edges {
            node {
              id
              ...ThreadCard_thread
            }
          }
        }
      }
    `,
    query,
  );
  const paging = usePagedConnection(pagination, perPage);
  const threads = edgeNodes(loadedConnection(pagination.data.threadFeed));
  return (
    <>
      <div className={styles.feed} role="feed" aria-label={label} aria-busy={pagination.isLoadingNext}>
        {threads.length === 0 && !pagination.hasNext ? <p className={`card ${styles.empty}`}>{emptyText}</p> : null}
        {threads.map((thread) => (
          <ThreadCard key={thread.id} thread={thread} compact={compact} />
        ))}
        {pagination.isLoadingNext ? <div className={`card ${styles.skeleton}`} aria-hidden="true" /> : null}
      </div>
      {single ? null : <ListEnd paging={paging} what="Threads" />}
    </>
  );
}
