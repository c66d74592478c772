import { compactCount } from '../../format/numbers.ts';
import { useToggleFavourite, type FavouriteKind } from '../../mutations/toggleFavourite.ts';
import { useViewer } from '../../session/useViewer.ts';
import { HeartIcon } from '../icons.tsx';
import styles from './FavouriteButton.module.css';

interface Props {
  kind: FavouriteKind;
  id: number;
  isFavourite: boolean | null | undefined;
  isFavouriteBlocked?: boolean | null;
  favourites: number | null | undefined;
  className?: string;
}

/**
 * The heart with the favourites count (x.xK above 999). Members toggle it, the count moving at once (core §4); guests
 * see the count only (core §6).
 */
export function FavouriteButton({ kind, id, isFavourite, isFavouriteBlocked, favourites, className = '' }: Props) {
  const viewer = useViewer();
  const [toggleFavourite, pending] = useToggleFavourite();
  const count = compactCount(favourites);
  if (!viewer) {
    return (
      <span className={`${styles.heart} ${className}`} title="Favorites" aria-label={`${favourites ?? 0} favorites`}>
        <HeartIcon size={16} /> {count}
      </span>
    );
  }
  const on = isFavourite === true;
  return (
    <button
      type="button"
      className={`${styles.heart} ${styles.button} ${className}`}
      data-favourite={on}
      aria-pressed={on}
      aria-label={`Favorite (${favourites ?? 0} favorites)`}
      title={on ? 'Remove from favorites' : 'Add to favorites'}
      disabled={pending}
      onClick={() => toggleFavourite({ kind, id }, { isFavourite: on, isFavouriteBlocked })}
    >
      <HeartIcon size={16} fill={on ? 'currentColor' : 'none'} /> {count}
    </button>
  );
}
