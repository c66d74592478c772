import { Link } from 'react-router-dom';
import { Cover } from '../../../components/Cover/Cover.tsx';
import type { FavouriteItem } from './favouritesRules.ts';
import styles from './Favourites.module.css';

/** A favourite's picture (or, for studios, its name) linking to its page. */
export function FavouriteTile({ item, kind }: { item: FavouriteItem; kind: string }) {
  if (kind === 'studios') {
    return (
      <Link to={item.path} className={styles.studio}>
        {item.name}
      </Link>
    );
  }
  return (
    <Link to={item.path} className={styles.tile} title={item.name} aria-label={item.name}>
      <Cover src={item.image} color={item.color} alt={item.name} />
    </Link>
  );
}
