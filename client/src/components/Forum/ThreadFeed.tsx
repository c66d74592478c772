import { type ReactNode } from 'react';
import { useNearEnd } from '../Activity/useNearEnd.ts';
import { usePagedList } from '../Activity/usePagedList.ts';
import { THREADS_PER_PAGE } from './forumPaths.ts';
import { ThreadFeedPage } from './ThreadFeedPage.tsx';
import { threadFeedKey, threadFeedVariables, type ThreadFeedFilter } from './threadFeedVariables.ts';
import styles from './ThreadFeed.module.css';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';

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
 * A list of thread cards over Page.threads: pages of `perPage`, the next one loading as the reader nears the end,
 * complete after a short page (core §4 "Infinite scroll").
 */
export function ThreadFeed({ perPage = THREADS_PER_PAGE, single = false, compact = false, label, emptyText, ...filter }: Props) {
  const key = threadFeedKey(filter);
  const paging = usePagedList(perPage, single ? 1 : null, `${key}:${perPage}`);
  const sentinel = useNearEnd<HTMLDivElement>(!single && paging.next === 'scroll', paging.more);
  return (
    <>
      <div className={styles.feed} role="feed" aria-label={label} aria-busy={paging.next === 'loading'}>
        {Array.from({ length: paging.pages }, (_, i) => (
          <BlockBoundary key={`${key}:${i}`} what="Threads" fallback={<div className={`card ${styles.skeleton}`} aria-hidden="true" />}>
            {(fetchKey) => (
              <ThreadFeedPage
                variables={threadFeedVariables(filter, i + 1, perPage)}
                earlier={paging.earlier(i + 1)}
                onLoaded={paging.report}
                emptyText={emptyText}
                compact={compact}
                fetchKey={fetchKey}
              />
            )}
          </BlockBoundary>
        ))}
      </div>
      {!single && paging.next === 'scroll' ? <div ref={sentinel} aria-hidden="true" /> : null}
    </>
  );
}
