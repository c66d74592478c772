import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Result } from 'relay-runtime';
import { LoadError } from '../../components/LoadError/LoadError.tsx';
import { useRouteRetry } from '../../components/LoadError/useRouteRetry.ts';
import { caughtFailure } from '../../system/errors/loadFailure.ts';
import { CoverCard } from '../../components/CoverCard/CoverCard.tsx';
import type { CoverCard_media$key } from '../../components/CoverCard/__generated__/CoverCard_media.graphql';
import styles from './Home.module.css';

type Item = CoverCard_media$key & { readonly id: number };

interface Props {
  title: string;
  viewAll: string;
  /** The route query's list, caught (`@catch`): a list the server failed to load says so in its block. */
  media: Result<ReadonlyArray<Item | null | undefined> | null | undefined, unknown> | null | undefined;
}

/** One home block of five covers; hidden when empty. */
export function HomeMediaBlock({ title, viewAll, media }: Props) {
  const retry = useRouteRetry();
  const [retrying, setRetrying] = useState(false);
  if (media && !media.ok) {
    return (
      <section className={styles.block} aria-label={title}>
        <header className={styles.blockHeader}>
          <h2 className={styles.heading}>{title}</h2>
        </header>
        <LoadError
          what={title}
          error={caughtFailure(media.errors)}
          retrying={retrying}
          onRetry={() => {
            setRetrying(true);
            void retry().finally(() => setRetrying(false));
          }}
        />
      </section>
    );
  }
  const items = (media?.value ?? []).filter((item): item is Item => item != null);
  if (items.length === 0) return null;
  return (
    <section className={styles.block} aria-label={title}>
      <header className={styles.blockHeader}>
        <h2 className={styles.heading}>{title}</h2>
        <Link to={viewAll}>View All</Link>
      </header>
      <div className={styles.grid}>
        {items.map((item) => (
          <CoverCard key={item.id} media={item} />
        ))}
      </div>
    </section>
  );
}
