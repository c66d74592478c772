import { useEffect, useMemo, useState, useTransition } from 'react';
import { commitLocalUpdate, graphql, useFragment } from 'react-relay';
import { LoadError } from '../../../components/LoadError/LoadError.tsx';
import { usePagedConnection } from '../../../components/Paging/usePagedConnection.ts';
import { useToggleFavourite } from '../../../mutations/toggleFavourite.ts';
import { useUpdateFavouriteOrder } from '../../../mutations/updateFavouriteOrder.ts';
import { environment } from '../../../system/relayEnvironment.ts';
import { showToast, toastError } from '../../../system/toasts.ts';
import { removeFavouriteEdge, reorderFavouriteEdges } from './favouriteConnection.ts';
import { favouriteItemOfNode } from './favouriteItems.ts';
import type { FavouriteKindsKey, PagedFavourites } from './favouriteKinds.ts';
import { FavouriteTile } from './FavouriteTile.tsx';
import { ReorderGrid } from './ReorderGrid.tsx';
import {
  favouriteOrderVariables,
  favouriteRecordId,
  sameOrder,
  visibleFavourites,
  type FavouriteItem,
  type FavouriteKind,
} from './favouritesRules.ts';
import type { FavouriteKindSection_edges$key } from './__generated__/FavouriteKindSection_edges.graphql';
import shell from '../User.module.css';
import styles from './Favourites.module.css';

export const ORDER_SAVED = 'Favorites order saved';
export const REMOVED = 'Removed from favourites';
/** The favourites of a kind come 25 a page; reordering asks for the rest 50 at a time (the most the server pages). */
const PER_PAGE = 25;
const ALL_AT_ONCE = 50;

interface Props {
  kind: FavouriteKind;
  /** The route's query, which holds every kind's first page. */
  query: FavouriteKindsKey;
  /** This kind's connection (favouriteKinds.ts): the same hook for as long as the section is on screen. */
  usePaged: (query: FavouriteKindsKey) => PagedFavourites;
  isOwner: boolean;
  showAdult: boolean;
}

/** One kind of favourites; its owner may reorder (Save Order or Cancel) and remove (social §2, §6, §8). */
export function FavouriteKindSection({ kind, query, usePaged, isOwner, showAdult }: Props) {
  const { pagination, connectionId, edges } = usePaged(query);
  const data = useFragment<FavouriteKindSection_edges$key>(
    graphql`
      fragment FavouriteKindSection_edges on FavouriteFeedEdge @relay(plural: true) {
        favouriteOrder
        node {
          __typename
          ... on Media { id type isAdult title { userPreferred } coverImage { large color } }
          ... on Character { id personName: name { userPreferred } image { large } }
          ... on Staff { id personName: name { userPreferred } image { large } }
          ... on Studio { id name }
        }
      }
    `,
    edges,
  );
  const paging = usePagedConnection(pagination, PER_PAGE, 1);
  const items = useMemo(() => favouriteItemOfNode(kind.key, data ?? []), [kind.key, data]);
  const [draft, setDraft] = useState<FavouriteItem[] | null>(null);
  const [updateFavouriteOrder, ordering] = useUpdateFavouriteOrder();
  const [toggleFavourite, removing] = useToggleFavourite();
  const busy = ordering || removing;
  // Reordering waits for every favourite of the kind, so that the whole order is saved.
  const [gathering, setGathering] = useState(false);
  const [, startTransition] = useTransition();
  const shown = visibleFavourites(items, showAdult);
  const { hasNext, isLoadingNext, loadNext } = pagination;

  useEffect(() => {
    if (!gathering || isLoadingNext) return;
    if (!hasNext) {
      setGathering(false);
      setDraft(visibleFavourites(items, showAdult));
      return;
    }
    startTransition(() => {
      loadNext(ALL_AT_ONCE, {
        onComplete: (error) => {
          if (!error) return;
          // A page that failed to load says so; what was shown stays, and the button can be pressed again.
          toastError(error);
          setGathering(false);
        },
      });
    });
  }, [gathering, hasNext, isLoadingNext, loadNext, items, showAdult]);

  const saveOrder = () => {
    if (!draft) return;
    if (sameOrder(draft, shown)) {
      setDraft(null);
      return;
    }
    const order = draft.map((item) => favouriteRecordId(kind, item.id));
    updateFavouriteOrder(
      favouriteOrderVariables(
        kind,
        draft.map((item) => item.id),
      ),
      {
        onCompleted: () => {
          if (connectionId) commitLocalUpdate(environment, (store) => reorderFavouriteEdges(store, connectionId, order));
          setDraft(null);
          showToast(ORDER_SAVED, { kind: 'success' });
        },
        onError: toastError,
      },
    );
  };

  // A refusal is silent, as core §8 says; the tile goes once the favourite is gone.
  const remove = (item: FavouriteItem) =>
    toggleFavourite(
      { kind: kind.toggleKind, id: item.id },
      { isFavourite: true },
      {
        removed: REMOVED,
        onCompleted: () => {
          if (connectionId)
            commitLocalUpdate(environment, (store) => removeFavouriteEdge(store, connectionId, favouriteRecordId(kind, item.id)));
        },
      },
    );

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
            <button
              type="button"
              className={styles.secondary}
              disabled={busy || isLoadingNext || gathering}
              onClick={() => setGathering(true)}
            >
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
      {paging.failure && !isLoadingNext ? <LoadError what={`More ${kind.noun}`} error={paging.failure} onRetry={paging.more} /> : null}
      {!draft && hasNext && !paging.failure ? (
        <button type="button" className={styles.more} disabled={isLoadingNext || gathering} onClick={paging.more}>
          Load More
        </button>
      ) : null}
    </section>
  );
}
