import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/Layout/Layout.tsx';
import { LayoutError, RouteError } from './errors/RouteErrors.tsx';
import { InitialLoading } from './InitialLoading.tsx';
import { landingLoader } from '../screens/Landing/LandingQuery.ts';
import { searchLoader } from '../screens/Search/SearchQuery.ts';
import { mediaLoader } from '../screens/MediaPage/MediaPageQuery.ts';
import { NotFound } from '../screens/NotFound/NotFound.tsx';
import { Maintenance } from '../screens/Maintenance/Maintenance.tsx';
import { About } from '../screens/About/About.tsx';

// Loaders are imported eagerly and screens lazily, so a screen's code and its data load in parallel.
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Layout />,
    errorElement: <LayoutError />,
    hydrateFallbackElement: <InitialLoading />,
    children: [
      {
        // Per-page boundary inside the layout; the router clears it on the next navigation.
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            loader: landingLoader,
            lazy: async () => ({ Component: (await import('../screens/Landing/Landing.tsx')).Landing }),
          },
          { path: 'search', loader: () => redirect('/search/anime') },
          {
            path: 'search/:type/:alias?',
            loader: searchLoader,
            lazy: async () => ({ Component: (await import('../screens/Search/SearchScreen.tsx')).SearchScreen }),
          },
          ...(['ANIME', 'MANGA'] as const).map((type) => ({
            path: `${type.toLowerCase()}/:id/:slug?`,
            loader: mediaLoader(type),
            lazy: async () => ({ Component: (await import('../screens/MediaPage/MediaPage.tsx')).MediaPage }),
          })),
          { path: '404', element: <NotFound /> },
          { path: '503', element: <Maintenance /> },
          { path: 'about', element: <About /> },
          { path: '*', loader: () => redirect('/404') },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
