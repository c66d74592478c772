import { Link } from 'react-router-dom';
import { CoverCard } from '../../components/CoverCard/CoverCard.tsx';
import type { CoverCard_media$key } from '../../components/CoverCard/__generated__/CoverCard_media.graphql';
import styles from './Home.module.css';

type Item = CoverCard_media$key & { readonly id: number };

interface Props {
  title: string;
  viewAll: string;
  media: ReadonlyArray<Item | null | undefined> | null | undefined;
}

/** One home block of five covers; hidden when empty. */
export function HomeMediaBlock({ title, viewAll, media }: Props) {
  const items = (media ?? []).filter((item): item is Item => item != null);
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
