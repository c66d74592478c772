import { useEffect, useMemo, type ReactNode } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { notNull } from '../../system/notNull.ts';
import { unseen } from '../Activity/feedPaging.ts';
import { ThreadCard } from './ThreadCard.tsx';
import type { ThreadFeedVariables } from './threadFeedVariables.ts';
import type { ThreadFeedPage_threads$key } from './__generated__/ThreadFeedPage_threads.graphql';
import type { ThreadFeedPageQuery } from './__generated__/ThreadFeedPageQuery.graphql';
import styles from './ThreadFeed.module.css';

// One page of a thread list. A route query that asks for the first page itself selects it the same way
// (`threads(...) { ...ThreadFeedPage_threads }` with threadFeedVariables), so the list finds it in the store.
export const threadFeedPageQuery = graphql`
  query ThreadFeedPageQuery(
    $page: Int
    $perPage: Int
    $userId: Int
    $categoryId: Int
    $mediaCategoryId: Int
    $search: String
    $sort: [ThreadSort]
  ) {
    Page(page: $page, perPage: $perPage) {
      threads(userId: $userId, categoryId: $categoryId, mediaCategoryId: $mediaCategoryId, search: $search, sort: $sort) {
        ...ThreadFeedPage_threads
      }
    }
  }
`;

interface Props {
  /** Its block's retries (BlockBoundary): each asks the server again. */
  fetchKey?: number;
  variables: ThreadFeedVariables;
  /** Threads shown by earlier pages, left out here (new activity pushes threads down while the list is read). */
  earlier: ReadonlySet<number>;
  onLoaded: (page: number, ids: readonly number[], count: number) => void;
  emptyText: ReactNode;
  compact: boolean;
}

export function ThreadFeedPage({ variables, earlier, onLoaded, emptyText, compact, fetchKey }: Props) {
  const data = useLazyLoadQuery<ThreadFeedPageQuery>(threadFeedPageQuery, variables, { fetchPolicy: 'store-or-network', fetchKey });
  const answered = data.Page?.threads;
  const refs = useMemo(() => (answered ?? []).filter(notNull), [answered]);
  const threads = useFragment<ThreadFeedPage_threads$key>(
    graphql`
      fragment ThreadFeedPage_threads on Thread @relay(plural: true) {
        id
        ...ThreadCard_thread
      }
    `,
    refs,
  );
  // A thread deleted since reads null: it still counts towards a full page.
  const count = answered?.length ?? 0;
  const ids = threads.map((t) => t.id).join(',');
  const { page } = variables;
  useEffect(() => {
    onLoaded(page, ids ? ids.split(',').map(Number) : [], count);
  }, [ids, count, page, onLoaded]);

  if (page === 1 && threads.length === 0) return <p className={`card ${styles.empty}`}>{emptyText}</p>;
  return (
    <>
      {unseen(threads, earlier).map((thread) => (
        <ThreadCard key={thread.id} thread={thread} compact={compact} />
      ))}
    </>
  );
}
