import { Link } from 'react-router-dom';
import { NoThreads } from './NoThreads.tsx';
import { ThreadFeed } from './ThreadFeed.tsx';
import styles from './ForumPreview.module.css';

interface Props {
  title: string;
  /** Where "View All" leads. */
  viewAll: string;
  /** How many threads: the home block's 3, the media overview's 2 (core §9). */
  count: number;
  /** A media's threads; the whole forum when left out. */
  mediaCategoryId?: number;
  compact?: boolean;
  /** The screen's own block styles, so the preview looks like the blocks beside it. */
  className?: string;
  headerClassName?: string;
  headingClassName?: string;
}

/** A few recently active threads with a link to the rest (core §2: the home forum preview, the media overview's threads). */
export function ForumPreview({ title, viewAll, count, mediaCategoryId, compact, className, headerClassName, headingClassName }: Props) {
  return (
    <section className={className} aria-label={title}>
      <header className={headerClassName ?? styles.header}>
        <h2 className={headingClassName}>{title}</h2>
        <Link to={viewAll} className={headerClassName ? undefined : styles.viewAll}>
          View All
        </Link>
      </header>
      <ThreadFeed
        single
        perPage={count}
        compact={compact}
        mediaCategoryId={mediaCategoryId}
        label={title}
        emptyText={<NoThreads mediaId={mediaCategoryId} />}
      />
    </section>
  );
}
