import { useState } from 'react';
import { useToggleFavourite } from '../../../mutations/toggleFavourite.ts';
import { useUpdateFavouriteOrder } from '../../../mutations/updateFavouriteOrder.ts';
import { showToast, toastError } from '../../../system/toasts.ts';
import { FavouriteTile } from './FavouriteTile.tsx';
import { ReorderGrid } from './ReorderGrid.tsx';
import { favouriteOrderVariables, sameOrder, visibleFavourites, type FavouriteItem, type FavouriteKind } from './favouritesRules.ts';
import { useFavouritePages } from './useFavouritePages.ts';
import shell from '../User.module.css';
import styles from './Favourites.module.css';

export const ORDER_SAVED = 'Favorites order saved';
export const REMOVED = 'Removed from favourites';

interface Props {
  kind: FavouriteKind;
  userId: number;
  initialItems: FavouriteItem[];
  initialHasNextPage: boolean;
  isOwner: boolean;
  showAdult: boolean;
}

/** One kind of favourites; its owner may reorder (Save Order or Cancel) and remove (social §2, §6, §8). */
export function FavouriteKindSection({ kind, userId, initialItems, initialHasNextPage, isOwner, showAdult }: Props) {
  const pages = useFavouritePages(userId, kind, initialItems, initialHasNextPage);
  const [draft, setDraft] = useState<FavouriteItem[] | null>(null);
  const [updateFavouriteOrder, ordering] = useUpdateFavouriteOrder();
  const [toggleFavourite, removing] = useToggleFavourite();
  const busy = ordering || removing;
  const shown = visibleFavourites(pages.items, showAdult);

  const startReorder = async () => {
    // Every favourite of the kind takes part, so the whole order is saved.
    const all = pages.hasNextPage ? await pages.load(true) : pages.items;
    if (all) setDraft(visibleFavourites(all, showAdult));
  };

  const saveOrder = () => {
    if (!draft) return;
    if (sameOrder(draft, shown)) {
      setDraft(null);
      return;
    }
    updateFavouriteOrder(favouriteOrderVariables(kind, draft.map((item) => item.id)), {
      onCompleted: () => {
        const hidden = pages.items.filter((item) => !draft.includes(item));
        pages.setItems([...draft, ...hidden]);
        setDraft(null);
        showToast(ORDER_SAVED, { kind: 'success' });
      },
      onError: toastError,
    });
  };

  // A refusal is silent, as core §8 says; the tile goes once the favourite is gone.
  const remove = (item: FavouriteItem) =>
    toggleFavourite({ kind: kind.toggleKind, id: item.id }, { isFavourite: true }, {
      removed: REMOVED,
      onCompleted: () => pages.setItems(pages.items.filter((other) => other.id !== item.id)),
    });

  return (
    <section className={styles.kind} aria-label={`Favourite ${kind.title}`}>
      <header className={styles.kindHeader}>
        <h2 className={shell.heading}>{kind.title}</h2>
        {isOwner && shown.length > 1 ? (
          draft ? (
            <div className={styles.actions}>
              <button type="button" className="button" disabled={busy} onClick={saveOrder}>
                Save Order
              </button>
              <button type="button" className={styles.secondary} disabled={busy} onClick={() => setDraft(null)}>
                Cancel
              </button>
            </div>
          ) : (
            <button type="button" className={styles.secondary} disabled={busy || pages.loading} onClick={() => void startReorder()}>
              Reorder
            </button>
          )
        ) : null}
      </header>
      {draft ? (
        <ReorderGrid kind={kind.key} items={draft} onChange={setDraft} />
      ) : shown.length === 0 ? (
        <p className={`card ${shell.empty}`}>No favourite {kind.noun} yet.</p>
      ) : (
        <ul className={`card ${kind.key === 'studios' ? styles.studios : styles.grid}`} aria-label={`${kind.title} favourites`}>
          {shown.map((item) => (
            <li key={item.id} className={styles.cell} data-favourite={item.name}>
              <FavouriteTile item={item} kind={kind.key} />
              {isOwner ? (
                <button
                  type="button"
                  className={styles.remove}
                  disabled={busy}
                  aria-label={`Remove ${item.name} from favourites`}
                  onClick={() => remove(item)}
                >
                  ✕
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {!draft && pages.hasNextPage ? (
        <button type="button" className={styles.more} disabled={pages.loading} onClick={() => void pages.load(false)}>
          Load More
        </button>
      ) : null}
    </section>
  );
}
