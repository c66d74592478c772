import { Link } from 'react-router-dom';
import { CoverCard } from '../CoverCard/CoverCard.tsx';
import type { CoverCard_media$key } from '../CoverCard/__generated__/CoverCard_media.graphql';
import styles from './MediaStrip.module.css';

interface Props {
  title: string;
  viewAll: string;
  media: ReadonlyArray<(CoverCard_media$key & { readonly id: number }) | null | undefined> | null | undefined;
  eager?: boolean;
}

/** A titled row of cover cards with a View All link; hidden when empty. */
export function MediaStrip({ title, viewAll, media, eager }: Props) {
  const items = (media ?? []).filter((item): item is CoverCard_media$key & { readonly id: number } => item != null);
  if (items.length === 0) return null;
  return (
    <section className={styles.strip}>
      <header className={styles.header}>
        <h2>{title}</h2>
        <Link to={viewAll}>View All</Link>
      </header>
      <div className={styles.grid}>
        {items.map((item) => (
          <CoverCard key={item.id} media={item} eager={eager} />
        ))}
      </div>
    </section>
  );
}
