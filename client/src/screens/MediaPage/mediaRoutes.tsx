import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { mediaIdParam, mediaLoader } from './MediaPageQuery.ts';
import { mediaCharactersQuery } from './characters/MediaCharactersQuery.ts';
import { mediaStaffQuery } from './staff/MediaStaffQuery.ts';
import { mediaStatsLoader } from './stats/MediaStatsQuery.ts';
import { mediaSocialQuery } from './social/MediaSocialQuery.ts';
import type { MediaCharactersQuery } from './characters/__generated__/MediaCharactersQuery.graphql';
import type { MediaStaffQuery } from './staff/__generated__/MediaStaffQuery.graphql';
import type { MediaSocialQuery } from './social/__generated__/MediaSocialQuery.graphql';

const pageParam = (request: Request) => Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);

/** The media page route of one type with its sub-pages (core §2); sub-page loaders run beside the parent's. */
export function mediaRoute(type: 'ANIME' | 'MANGA'): RouteObject {
  return {
    path: `${type.toLowerCase()}/:id/:slug?`,
    loader: mediaLoader(type),
    lazy: async () => ({ Component: (await import('./MediaPage.tsx')).MediaPage }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./overview/MediaOverview.tsx')).MediaOverviewPage }) },
      { path: 'watch', lazy: async () => ({ Component: (await import('./watch/MediaWatch.tsx')).MediaWatch }) },
      {
        path: 'characters',
        loader: ({ params, request }: LoaderFunctionArgs) =>
          loadRouteQuery<MediaCharactersQuery>('media-characters', mediaCharactersQuery, {
            id: mediaIdParam(params.id),
            page: pageParam(request),
          }),
        lazy: async () => ({ Component: (await import('./characters/MediaCharacters.tsx')).MediaCharacters }),
      },
      {
        path: 'staff',
        loader: ({ params, request }: LoaderFunctionArgs) =>
          loadRouteQuery<MediaStaffQuery>('media-staff', mediaStaffQuery, { id: mediaIdParam(params.id), page: pageParam(request) }),
        lazy: async () => ({ Component: (await import('./staff/MediaStaff.tsx')).MediaStaff }),
      },
      { path: 'reviews', lazy: async () => ({ Component: (await import('./reviews/MediaReviews.tsx')).MediaReviews }) },
      {
        path: 'stats',
        loader: mediaStatsLoader,
        lazy: async () => ({ Component: (await import('./stats/MediaStats.tsx')).MediaStats }),
      },
      {
        path: 'social',
        // store-or-network: a list change marks the activities stale (mutations/listChanges.ts), so it refetches then.
        loader: ({ params }: LoaderFunctionArgs) =>
          loadRouteQuery<MediaSocialQuery>('media-social', mediaSocialQuery, { id: mediaIdParam(params.id) }),
        lazy: async () => ({ Component: (await import('./social/MediaSocial.tsx')).MediaSocial }),
      },
    ],
  };
}
