import { useViewer } from '../../../session/useViewer.ts';
import { useRouteQuery } from '../../../system/loadRouteQuery.ts';
import { useUserOutlet } from '../userOutlet.ts';
import { FavouriteKindSection } from './FavouriteKindSection.tsx';
import { favouriteItems } from './favouriteItems.ts';
import { userFavouritesQuery } from './FavouritesQuery.ts';
import { FAVOURITE_KINDS } from './favouritesRules.ts';
import type { UserFavouritesQuery } from './__generated__/UserFavouritesQuery.graphql';
import shell from '../User.module.css';
import styles from './Favourites.module.css';

/** /user/{name}/favorites (social §2): anime, manga, characters, staff and studios in the owner's order. */
export function FavouritesPage() {
  const { User: user } = useRouteQuery<UserFavouritesQuery>(userFavouritesQuery);
  const viewer = useViewer();
  const { userId } = useUserOutlet();
  const favourites = user?.favourites;
  const sections = FAVOURITE_KINDS.map((kind) => ({
    kind,
    items: favouriteItems(kind.key, favourites?.[kind.key]?.edges),
    hasNextPage: favourites?.[kind.key]?.pageInfo?.hasNextPage === true,
  }));
  return (
    <div className={`container ${shell.page} ${styles.page}`}>
      {sections.map((section) => (
        <FavouriteKindSection
          // A new answer from the server (after a save elsewhere) starts the section afresh.
          key={`${section.kind.key}:${section.items.map((item) => item.id).join(',')}`}
          kind={section.kind}
          userId={userId}
          initialItems={section.items}
          initialHasNextPage={section.hasNextPage}
          isOwner={viewer?.id === userId}
          showAdult={viewer?.options?.displayAdultContent === true}
        />
      ))}
    </div>
  );
}
