import { useNearEnd } from '../Activity/useNearEnd.ts';
import { usePagedList } from '../Activity/usePagedList.ts';
import { ReviewListPage } from './ReviewListPage.tsx';
import { reviewListKey, reviewListVariables, type ReviewListFilter } from './reviewListVariables.ts';
import styles from './Review.module.css';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';

interface Props extends ReviewListFilter {
  perPage: number;
  /** The list's accessible name. */
  label: string;
  showMedia?: boolean;
  emptyText?: string;
  /** Two side by side on wide screens (/reviews, profiles). */
  columns?: 1 | 2;
}

/**
 * Reviews by infinite scroll (core §4): the next page loads as the reader nears the end, until a page comes back
 * short. `mediaId` or `userId` narrow the list; without them it is every recent review.
 */
export function ReviewList({ perPage, label, showMedia = true, emptyText = 'No reviews yet', columns = 1, ...filter }: Props) {
  const key = reviewListKey(filter);
  const paging = usePagedList(perPage, null, key);
  const sentinel = useNearEnd<HTMLDivElement>(paging.next === 'scroll', paging.more);
  return (
    <>
      <div className={styles.list} data-media={showMedia} data-columns={columns} role="feed" aria-label={label} aria-busy={paging.next === 'loading'}>
        {Array.from({ length: paging.pages }, (_, i) => (
          <BlockBoundary key={`${key}:${i}`} what="Reviews" fallback={<div className={`card ${styles.skeleton}`} aria-hidden="true" />}>
            {(fetchKey) => (
              <ReviewListPage
                variables={reviewListVariables(filter, i + 1, perPage)}
                earlier={paging.earlier(i + 1)}
                onLoaded={paging.report}
                showMedia={showMedia}
                emptyText={emptyText}
                fetchKey={fetchKey}
              />
            )}
          </BlockBoundary>
        ))}
      </div>
      {paging.next === 'scroll' ? <div ref={sentinel} aria-hidden="true" /> : null}
    </>
  );
}
