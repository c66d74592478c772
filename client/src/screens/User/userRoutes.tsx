import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { userLoader } from './UserQuery.ts';
import { userOverviewLoader } from './overview/UserOverviewQuery.ts';
import { mediaListLoader, type ListType } from './lists/MediaListQuery.ts';
import { listCompareLoader } from './compare/ListCompareQuery.ts';
import { userFavouritesLoader } from './favourites/FavouritesQuery.ts';
import { statsRoutes } from './stats/statsRoutes.ts';
import type { TransparentNavHandle } from '../../components/Nav/useTransparentNav.ts';

// Each list type has its page (with an optional section segment) and its comparison; the static "compare"
// segment ranks above the section parameter.
function listRoutes(type: ListType): RouteObject[] {
  const path = type === 'ANIME' ? 'animelist' : 'mangalist';
  return [
    {
      path: `${path}/compare`,
      loader: listCompareLoader(type),
      lazy: async () => {
        const screens = await import('./compare/ListCompare.tsx');
        return { Component: type === 'ANIME' ? screens.AnimeListCompare : screens.MangaListCompare };
      },
    },
    {
      path: `${path}/:section?`,
      loader: mediaListLoader(type),
      lazy: async () => {
        const screens = await import('./lists/MediaListPage.tsx');
        return { Component: type === 'ANIME' ? screens.AnimeListPage : screens.MangaListPage };
      },
    },
  ];
}

/** /user/{name or id}/ and its tabs (social §2); tab loaders run beside the shell's. */
export const userRoute: RouteObject = {
  path: 'user/:name',
  loader: userLoader,
  // The desktop bar is see-through over the banner (social §2: only on user pages).
  handle: { transparentNav: true } satisfies TransparentNavHandle,
  lazy: async () => ({ Component: (await import('./UserPage.tsx')).UserPage }),
  children: [
    {
      index: true,
      loader: userOverviewLoader,
      lazy: async () => ({ Component: (await import('./overview/UserOverview.tsx')).UserOverview }),
    },
    ...listRoutes('ANIME'),
    ...listRoutes('MANGA'),
    {
      path: 'favorites',
      loader: userFavouritesLoader,
      lazy: async () => ({ Component: (await import('./favourites/FavouritesPage.tsx')).FavouritesPage }),
    },
    // The British spelling leads to the same page.
    {
      path: 'favourites',
      loader: ({ params }: LoaderFunctionArgs) => redirect(`/user/${encodeURIComponent(params.name ?? '')}/favorites`),
    },
    ...statsRoutes,
    {
      path: 'social',
      lazy: async () => ({ Component: (await import('./social/SocialPage.tsx')).SocialPage }),
    },
    {
      path: 'reviews',
      lazy: async () => ({ Component: (await import('../Reviews/UserReviewsPage.tsx')).UserReviewsPage }),
    },
    {
      path: 'moderation',
      lazy: async () => ({ Component: (await import('./moderation/ModerationPage.tsx')).ModerationPage }),
    },
    {
      path: 'submissions',
      lazy: async () => ({ Component: (await import('./submissions/SubmissionsPage.tsx')).SubmissionsPage }),
    },
  ],
};
