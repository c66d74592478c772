import { useViewer } from '../../../session/useViewer.ts';
import { useRouteQuery } from '../../../system/loadRouteQuery.ts';
import { useUserOutlet } from '../userOutlet.ts';
import { FavouriteKindSection } from './FavouriteKindSection.tsx';
import { FAVOURITE_KIND_HOOKS } from './favouriteKinds.ts';
import { userFavouritesQuery } from './FavouritesQuery.ts';
import { FAVOURITE_KINDS } from './favouritesRules.ts';
import type { UserFavouritesQuery } from './__generated__/UserFavouritesQuery.graphql';
import shell from '../User.module.css';
import styles from './Favourites.module.css';

/** /user/{name}/favorites (social §2): anime, manga, characters, staff and studios in the owner's order. */
export function FavouritesPage() {
  const data = useRouteQuery<UserFavouritesQuery>(userFavouritesQuery);
  const viewer = useViewer();
  const { userId } = useUserOutlet();
  return (
    <div className={`container ${shell.page} ${styles.page}`}>
      {FAVOURITE_KINDS.map((kind) => (
        <FavouriteKindSection
          key={kind.key}
          kind={kind}
          query={data}
          usePaged={FAVOURITE_KIND_HOOKS[kind.key]}
          isOwner={viewer?.id === userId}
          showAdult={viewer?.options?.displayAdultContent === true}
        />
      ))}
    </div>
  );
}
