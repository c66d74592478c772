import type { RouteObject } from 'react-router-dom';
import { statsEntryLoader, statsTypeIndexLoader, statsTypeLoader } from './StatsEntryQuery.ts';
import { statsOverviewLoader } from './StatsOverviewQuery.ts';
import { statsListLoader } from './StatsListQuery.ts';

/**
 * /user/{name}/stats/... (social §2): stats opens a list's overview; stats/{type} is the layout with the stats
 * menu; the static "overview" ranks above the card pages' parameter. Loaders here, screens loaded lazily.
 */
export const statsRoutes: RouteObject[] = [
  { path: 'stats', loader: statsEntryLoader },
  {
    path: 'stats/:type',
    loader: statsTypeLoader,
    lazy: async () => ({ Component: (await import('./StatsLayout.tsx')).StatsLayout }),
    children: [
      { index: true, loader: statsTypeIndexLoader },
      {
        path: 'overview',
        loader: statsOverviewLoader,
        lazy: async () => ({ Component: (await import('./StatsOverview.tsx')).StatsOverview }),
      },
      {
        path: ':page',
        loader: statsListLoader,
        lazy: async () => ({ Component: (await import('./StatsListPage.tsx')).StatsListPage }),
      },
    ],
  },
];
