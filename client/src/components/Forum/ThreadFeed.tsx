import type { ReactNode } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';
import { THREADS_PER_PAGE } from './forumPaths.ts';
import { ThreadFeedList } from './ThreadFeedList.tsx';
import { threadFeedQuery } from './ThreadFeedQuery.ts';
import { threadFeedKey, threadFeedVariables, type ThreadFeedFilter, type ThreadFeedVariables } from './threadFeedVariables.ts';
import type { ThreadFeedQuery } from './__generated__/ThreadFeedQuery.graphql';
import styles from './ThreadFeed.module.css';

interface Props extends ThreadFeedFilter {
  /** social §9: 25 (the forum, profiles); the media page's social tab uses 40. */
  perPage?: number;
  /** A preview: this one page only (the home block's 3, the media overview's 2). */
  single?: boolean;
  compact?: boolean;
  label: string;
  emptyText: ReactNode;
}

/**
 * A list of thread cards (core §4 "Infinite scroll"): its first page from the store when the route's query brought
 * it (asked with the same threadFeedVariables), else from the server; a failed load says so with a Retry.
 */
export function ThreadFeed({ perPage = THREADS_PER_PAGE, single = false, compact = false, label, emptyText, ...filter }: Props) {
  const loading = (
    <div className={styles.feed} role="feed" aria-label={label} aria-busy="true">
      <div className={`card ${styles.skeleton}`} aria-hidden="true" />
    </div>
  );
  const list = { variables: threadFeedVariables(filter, perPage), single, compact, label, emptyText };
  return (
    // Other filters are another list: its own first page, and no error of the last one.
    <BlockBoundary key={`${threadFeedKey(filter)}:${perPage}`} what="Threads" fallback={loading}>
      {(fetchKey) => <ThreadFeedLoader {...list} fetchKey={fetchKey} />}
    </BlockBoundary>
  );
}

interface LoaderProps {
  variables: ThreadFeedVariables;
  fetchKey: number;
  single: boolean;
  compact: boolean;
  label: string;
  emptyText: ReactNode;
}

function ThreadFeedLoader({ variables, fetchKey, ...list }: LoaderProps) {
  const data = useLazyLoadQuery<ThreadFeedQuery>(threadFeedQuery, variables, { fetchPolicy: 'store-or-network', fetchKey });
  return <ThreadFeedList query={data} perPage={variables.first} {...list} />;
}
