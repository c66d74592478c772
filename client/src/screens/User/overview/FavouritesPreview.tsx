import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useViewer } from '../../../session/useViewer.ts';
import { FavouriteTile } from '../favourites/FavouriteTile.tsx';
import { favouriteItems } from '../favourites/favouriteItems.ts';
import { FAVOURITE_KINDS, visibleFavourites } from '../favourites/favouritesRules.ts';
import { useUserOutlet } from '../userOutlet.ts';
import { userPath } from '../../../components/Nav/navLinks.ts';
import type { FavouritesPreview_favourites$key } from './__generated__/FavouritesPreview_favourites.graphql';
import shell from '../User.module.css';
import fav from '../favourites/Favourites.module.css';
import styles from './Overview.module.css';

/** The first favourites of each kind (social §2), linking to the favourites page. */
export function FavouritesPreview({ favourites }: { favourites: FavouritesPreview_favourites$key }) {
  const data = useFragment(
    graphql`
      fragment FavouritesPreview_favourites on Favourites {
        anime(page: 1, perPage: 12) { edges { favouriteOrder node { id type isAdult title { userPreferred } coverImage { large color } } } }
        manga(page: 1, perPage: 12) { edges { favouriteOrder node { id type isAdult title { userPreferred } coverImage { large color } } } }
        characters(page: 1, perPage: 12) { edges { favouriteOrder node { id name { userPreferred } image { large } } } }
        staff(page: 1, perPage: 12) { edges { favouriteOrder node { id name { userPreferred } image { large } } } }
        studios(page: 1, perPage: 12) { edges { favouriteOrder node { id name } } }
      }
    `,
    favourites,
  );
  const showAdult = useViewer()?.options?.displayAdultContent === true;
  const { userName } = useUserOutlet();
  const kinds = FAVOURITE_KINDS.map((kind) => ({
    kind,
    items: visibleFavourites(favouriteItems(kind.key, data[kind.key]?.edges), showAdult),
  })).filter(({ items }) => items.length > 0);
  if (kinds.length === 0) return null;
  return (
    <div className={styles.favourites}>
      {kinds.map(({ kind, items }) => (
        <section key={kind.key} aria-label={`${kind.title} favourites`}>
          <h2 className={shell.heading}>
            <Link to={userPath(userName, 'favorites')}>{kind.title}</Link>
          </h2>
          <div className={`card ${kind.key === 'studios' ? fav.studios : fav.previewGrid}`}>
            {items.map((item) => (
              <FavouriteTile key={item.id} item={item} kind={kind.key} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
